package io.cosmosblog.application.likes;

import io.cosmosblog.application.port.Likes;
import io.cosmosblog.application.lists.OwnedList;
import io.cosmosblog.application.port.Page;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.Posts;
import io.cosmosblog.application.port.Reactions;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.PostId;

/** Q5: a post's likes with their users' names, oldest first, from the post's own partition. */
public final class ListPostLikes {

    private final Likes likes;
    private final Posts posts;

    public ListPostLikes(Likes likes, Posts posts) {
        this.likes = likes;
        this.posts = posts;
    }

    public Page<Like> list(PostId post, PageRequest request) {
        Page<Like> page = likes.on(post, request);
        return OwnedList.page(page, "post", post, () -> posts.find(post).isPresent());
    }
}
