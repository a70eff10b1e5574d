package io.cosmosblog.adapters.inmemory.v1;

import io.cosmosblog.application.port.Likes;
import io.cosmosblog.application.port.Comments;
import io.cosmosblog.application.port.Page;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.Reactions;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Reaction;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Consumer;

/**
 * The comments or likes of the normalized model (V1): each stored with one plain write, counted
 * nowhere, and read with its author's name looked up, one user read per distinct author on the page.
 */
class InMemoryV1Reactions<T extends Reaction<T>> implements Reactions<T> {

    private final Reactions<T> stored;
    private final InMemoryAuthorsAndCounts lookUps;
    private final BiFunction<T, User, T> withName;

    private InMemoryV1Reactions(Reactions<T> stored, InMemoryAuthorsAndCounts lookUps, BiFunction<T, User, T> withName) {
        this.stored = stored;
        this.lookUps = lookUps;
        this.withName = withName;
    }

    static Comments comments(Comments stored, InMemoryAuthorsAndCounts lookUps) {
        return new OfComments(stored, lookUps);
    }

    static Likes likes(Likes stored, InMemoryAuthorsAndCounts lookUps) {
        return new OfLikes(stored, lookUps);
    }

    private static final class OfComments extends InMemoryV1Reactions<Comment> implements Comments {
        OfComments(Comments stored, InMemoryAuthorsAndCounts lookUps) {
            super(stored, lookUps, (comment, author) -> new Comment(comment.id(), comment.postId(),
                    author.id(), author.username(), author.revision(), comment.content(), comment.creationDate()));
        }
    }

    private static final class OfLikes extends InMemoryV1Reactions<Like> implements Likes {
        OfLikes(Likes stored, InMemoryAuthorsAndCounts lookUps) {
            super(stored, lookUps,
                    (like, author) -> new Like(like.postId(), author.id(), author.username(), author.revision(), like.creationDate()));
        }
    }

    @Override
    public Added add(T reaction) {
        return stored.add(reaction);
    }

    @Override
    public Removed remove(PostId post, String identity) {
        return stored.remove(post, identity);
    }

    @Override
    public Optional<T> find(PostId post, String identity) {
        return stored.find(post, identity).map(reaction -> lookUps.named(List.of(reaction), withName).get(0));
    }

    /**
     * As stored, with the name given at writing: an erasure asks only for each one's post and
     * identity, and its user may be deleted already (an account's deletion erases once more after
     * the user is gone), when no name can be looked up.
     */
    @Override
    public void forEachBy(UserId user, Consumer<T> visitor) {
        stored.forEachBy(user, visitor);
    }

    @Override
    public Page<T> on(PostId post, PageRequest page) {
        Page<T> found = stored.on(post, page);
        return new Page<>(lookUps.named(found.items(), withName), found.continuation());
    }
}
