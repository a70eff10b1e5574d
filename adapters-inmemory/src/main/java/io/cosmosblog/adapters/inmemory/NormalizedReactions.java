package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.storage.Page;
import io.cosmosblog.application.storage.PageRequest;
import io.cosmosblog.application.storage.Reactions;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Reaction;
import io.cosmosblog.domain.user.User;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;

/**
 * The comments or likes of the normalized model (V1): each stored with one plain write, counted
 * nowhere, and read with its author's name looked up, one user read per distinct author on the page.
 */
final class NormalizedReactions<T extends Reaction<T>> implements Reactions<T> {

    private final Reactions<T> stored;
    private final NormalizedReads reads;
    private final BiFunction<T, User, T> withName;

    private NormalizedReactions(Reactions<T> stored, NormalizedReads reads, BiFunction<T, User, T> withName) {
        this.stored = stored;
        this.reads = reads;
        this.withName = withName;
    }

    static NormalizedReactions<Comment> comments(Reactions<Comment> stored, NormalizedReads reads) {
        return new NormalizedReactions<>(stored, reads, (comment, author) -> new Comment(comment.id(), comment.postId(),
                author.id(), author.username(), author.revision(), comment.content(), comment.creationDate()));
    }

    static NormalizedReactions<Like> likes(Reactions<Like> stored, NormalizedReads reads) {
        return new NormalizedReactions<>(stored, reads,
                (like, author) -> new Like(like.postId(), author.id(), author.username(), author.revision(), like.creationDate()));
    }

    @Override
    public Added add(T reaction) {
        return stored.add(reaction);
    }

    @Override
    public Optional<T> find(PostId post, String identity) {
        return stored.find(post, identity).map(reaction -> reads.named(List.of(reaction), withName).get(0));
    }

    @Override
    public Page<T> on(PostId post, PageRequest page) {
        Page<T> found = stored.on(post, page);
        return new Page<>(reads.named(found.items(), withName), found.continuation());
    }
}
