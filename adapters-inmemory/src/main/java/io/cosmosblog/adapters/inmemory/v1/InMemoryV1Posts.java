package io.cosmosblog.adapters.inmemory.v1;

import io.cosmosblog.application.port.Posts;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.user.UserId;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The posts of the normalized model (V1): stored with neither their author's name nor their
 * counts kept up to date, and answered with both, looked up: a post read is its point read, two
 * counts in its partition and its author's point read, four operations in two partitions.
 */
final class InMemoryV1Posts implements Posts {

    private final Posts stored;
    private final InMemoryAuthorsAndCounts lookUps;

    InMemoryV1Posts(Posts stored, InMemoryAuthorsAndCounts lookUps) {
        this.stored = stored;
        this.lookUps = lookUps;
    }

    @Override
    public void add(Post post) {
        stored.add(post);
    }

    @Override
    public Optional<Post> find(PostId id) {
        return stored.find(id).map(lookUps::complete);
    }

    @Override
    public Optional<Post> edit(PostId id, Title title, PostContent content) {
        return stored.edit(id, title, content).map(lookUps::complete);
    }

    /** Deleted as stored, its revision past the one read: {@code stored} was given the look-ups for it. */
    @Override
    public Optional<DeletedPost> remove(PostId id) {
        return stored.remove(id);
    }

    @Override
    public Optional<DeletedPost> deletion(PostId id) {
        return stored.deletion(id);
    }

    @Override
    public void forEachBy(UserId author, Consumer<PostId> visitor) {
        stored.forEachBy(author, visitor);
    }

    @Override
    public long count() {
        return stored.count();
    }

    @Override
    public void forEach(Consumer<Post> visitor) {
        stored.forEach(post -> visitor.accept(lookUps.complete(post)));
    }

    /** {@code stored} checks the revision as read, counts and name looked up under the post's lock. */
    @Override
    public Optional<Post> editIfUnchanged(PostId id, long seen, Title title, PostContent content) {
        return stored.editIfUnchanged(id, seen, title, content).map(lookUps::complete);
    }
}
