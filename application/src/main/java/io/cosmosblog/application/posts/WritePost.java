package io.cosmosblog.application.posts;

import io.cosmosblog.application.users.Actor;
import io.cosmosblog.application.users.Revocations;
import io.cosmosblog.application.failure.IdempotencyKeyReusedException;
import io.cosmosblog.application.port.IdTakenException;
import io.cosmosblog.application.port.Posts;
import io.cosmosblog.application.port.StorageBusyException;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.shared.IdempotencyKey;
import io.cosmosblog.domain.user.User;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;

/**
 * C2 (create): a new post, carrying a copy of its author's name so Q2 needs no second read. With
 * an idempotency key, every attempt of the same write gets the same id: an attempt after one that
 * was stored (its answer lost, or a 503 after a timeout) answers that post and stores nothing; one
 * after that post was deleted is refused, the key spent, rather than writing the post again (or,
 * where the store still holds the deleted post's id, waiting until it lets go of it).
 */
public final class WritePost {

    private final Posts posts;
    private final Clock clock;
    private final Revocations revocations;

    public WritePost(Posts posts, Clock clock, Revocations revocations) {
        this.posts = posts;
        this.clock = clock;
        this.revocations = revocations;
    }

    public Post write(Actor acting, Title title, PostContent content, Optional<IdempotencyKey> key) {
        User author = acting.user();
        PostId id = key.map(k -> PostId.forRetries(author.id(), k)).orElseGet(PostId::generate);
        if (key.isPresent()) {
            Optional<Post> earlier = posts.find(id);
            if (earlier.isPresent()) {
                return sameWrite(earlier.get(), title, content);
            }
            refuseIfDeleted(id);
        }
        Post post = Post.write(id, author, title, content, clock.instant());
        try {
            revocations.commit(acting, () -> posts.add(post));
            return post;
        } catch (IdTakenException taken) {
            if (key.isEmpty()) {
                return post; // a random id is taken only by this write itself, stored by a retry of the store's own
            }
            // Another attempt with the same key stored it a moment ago, or deleted it since.
            refuseIfDeleted(id);
            return sameWrite(posts.find(id).orElseThrow(() -> new StorageBusyException(
                    "post " + id + " is stored but not readable yet", Duration.ofSeconds(1), taken)), title, content);
        }
    }

    private void refuseIfDeleted(PostId id) {
        if (posts.deletion(id).isPresent()) {
            throw new IdempotencyKeyReusedException("the post this Idempotency-Key wrote has been deleted since; "
                    + "use a new key for a new post");
        }
    }

    private static Post sameWrite(Post earlier, Title title, PostContent content) {
        if (!earlier.title().equals(title) || !earlier.content().equals(content)) {
            throw new IdempotencyKeyReusedException("this Idempotency-Key was used for another post; use a new key for a new post");
        }
        return earlier;
    }
}
