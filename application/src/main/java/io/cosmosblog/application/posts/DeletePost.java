package io.cosmosblog.application.posts;

import io.cosmosblog.application.failure.NotAllowedException;
import io.cosmosblog.application.failure.NotFoundException;
import io.cosmosblog.application.storage.Posts;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.User;

/**
 * A post deleted by its author, with its comments and likes; the projections take its copies out
 * of the author's list and the feed. A repeat finds no post: "not found", and nothing uncounted twice.
 */
public final class DeletePost {

    private final Posts posts;

    public DeletePost(Posts posts) {
        this.posts = posts;
    }

    public void delete(User actor, PostId id) {
        Post post = posts.find(id).orElseThrow(() -> new NotFoundException("post", id));
        if (!post.isWrittenBy(actor.id())) {
            throw new NotAllowedException("only a post's author may delete it");
        }
        // Empty: another request deleted it between the read and now.
        posts.remove(id).orElseThrow(() -> new NotFoundException("post", id));
    }
}
