package io.cosmosblog.application.comments;

import io.cosmosblog.application.port.Comments;
import io.cosmosblog.application.lists.OwnedList;
import io.cosmosblog.application.port.Page;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.Posts;
import io.cosmosblog.application.port.Reactions;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.PostId;

/** Q4: a post's comments with their authors' names, oldest first, from the post's own partition. */
public final class ListPostComments {

    private final Comments comments;
    private final Posts posts;

    public ListPostComments(Comments comments, Posts posts) {
        this.comments = comments;
        this.posts = posts;
    }

    public Page<Comment> list(PostId post, PageRequest request) {
        Page<Comment> page = comments.on(post, request);
        return OwnedList.page(page, "post", post, () -> posts.find(post).isPresent());
    }
}
