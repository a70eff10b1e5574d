package io.cosmosblog.application.posts;

import io.cosmosblog.application.failure.NotFoundException;
import io.cosmosblog.application.port.Posts;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostId;

/** Q2: a post with its author's name and its counts, by one point read. */
public final class ViewPost {

    private final Posts posts;

    public ViewPost(Posts posts) {
        this.posts = posts;
    }

    public Post view(PostId id) {
        return posts.find(id).orElseThrow(() -> new NotFoundException("post", id));
    }
}
