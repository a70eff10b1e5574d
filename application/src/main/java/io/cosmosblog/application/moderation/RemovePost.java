package io.cosmosblog.application.moderation;

import io.cosmosblog.application.failure.NotFoundException;
import io.cosmosblog.application.port.Posts;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.PostId;

/** A post an operator deletes, whoever wrote it: as its author would, with its comments and likes. */
public final class RemovePost {

    private final Posts posts;

    public RemovePost(Posts posts) {
        this.posts = posts;
    }

    public DeletedPost remove(PostId id) {
        return posts.remove(id).orElseThrow(() -> new NotFoundException("post", id));
    }
}
