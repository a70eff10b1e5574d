package io.cosmosblog.application.comments;

import io.cosmosblog.application.users.Actor;
import io.cosmosblog.application.users.Revocations;
import io.cosmosblog.application.port.Comments;
import io.cosmosblog.application.failure.IdempotencyKeyReusedException;
import io.cosmosblog.application.failure.NotFoundException;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.CommentContent;
import io.cosmosblog.domain.post.CommentId;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.shared.IdempotencyKey;
import java.time.Clock;
import java.util.Optional;

/**
 * C3: a comment, stored and counted in one atomic step on the post. With an idempotency key,
 * every attempt of the same comment gets the same id, so the store keeps (and counts) it once and
 * a later attempt answers the comment the first one stored.
 */
public final class CommentOnPost {

    private final Comments comments;
    private final Clock clock;
    private final Revocations revocations;

    public CommentOnPost(Comments comments, Clock clock, Revocations revocations) {
        this.comments = comments;
        this.clock = clock;
        this.revocations = revocations;
    }

    /** The comment as stored: with a key used before, the one its first attempt stored. */
    public Comment comment(Actor acting, PostId post, CommentContent content, Optional<IdempotencyKey> key) {
        CommentId id = key.map(k -> CommentId.forRetries(acting.user().id(), post, k)).orElseGet(CommentId::generate);
        Comment comment = Comment.by(acting.user(), id, post, content, clock.instant());
        switch (revocations.commit(acting, () -> comments.add(comment))) {
            case ADDED -> {
                return comment;
            }
            case NO_SUCH_POST -> throw new NotFoundException("post", post);
            default -> {
                // Without a key the id is new, so one that is there already is this request's own,
                // stored by an attempt the store retried: it was added, and counted once. With a
                // key, an earlier attempt stored it: answer that one, as it was stored.
                if (key.isEmpty()) {
                    return comment;
                }
                Comment earlier = comments.find(post, comment.identity()).orElse(comment);
                if (!earlier.content().equals(content)) {
                    throw new IdempotencyKeyReusedException(
                            "this Idempotency-Key was used for another comment; use a new key for a new comment");
                }
                return earlier;
            }
        }
    }
}
