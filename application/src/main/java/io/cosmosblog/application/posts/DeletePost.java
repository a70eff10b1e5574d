package io.cosmosblog.application.posts;

import io.cosmosblog.application.users.Actor;
import io.cosmosblog.application.users.Revocations;
import io.cosmosblog.application.failure.NotAllowedException;
import io.cosmosblog.application.failure.NotFoundException;
import io.cosmosblog.application.port.Posts;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.User;
import java.util.Optional;

/**
 * A post deleted by its author, with its comments and likes; the projections take its copies out
 * of the author's list and the feed. A repeat finds no post: "not found", and nothing uncounted
 * twice; it finishes a delete that was cut short.
 */
public final class DeletePost {

    private final Posts posts;
    private final Revocations revocations;

    public DeletePost(Posts posts, Revocations revocations) {
        this.posts = posts;
        this.revocations = revocations;
    }

    public void delete(Actor acting, PostId id) {
        User actor = acting.user();
        Optional<Post> found = posts.find(id);
        if (found.isEmpty()) {
            // Deleted already, perhaps cut short in a store that deletes in steps: the author's
            // repeat finishes what is left of it, and is still told it is not found.
            posts.deletion(id).filter(gone -> gone.userId().equals(actor.id()))
                    .ifPresent(gone -> revocations.commit(acting, () -> posts.remove(id)));
            throw new NotFoundException("post", id);
        }
        if (!found.get().isWrittenBy(actor.id())) {
            throw new NotAllowedException("only a post's author may delete it");
        }
        // Empty: another request deleted it between the read and now.
        revocations.commit(acting, () -> posts.remove(id)).orElseThrow(() -> new NotFoundException("post", id));
    }
}
