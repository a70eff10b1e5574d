package io.cosmosblog.application.posts;

import io.cosmosblog.application.failure.NotFoundException;
import io.cosmosblog.application.paging.Page;
import io.cosmosblog.application.paging.PageRequest;
import io.cosmosblog.application.users.Users;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.user.UserId;

/** Q3: a user's posts in short form, newest first, from the view kept beside the user. */
public final class ListUserPosts {

    private final UserPostsView view;
    private final Users users;

    public ListUserPosts(UserPostsView view, Users users) {
        this.view = view;
        this.users = users;
    }

    public Page<PostSummary> list(UserId user, PageRequest request) {
        Page<PostSummary> page = view.postsOf(user, request);
        // Only an empty page pays for a second read, to tell "no posts yet" from "no such user"
        // (a forged continuation on an unknown id lands here too).
        if (page.items().isEmpty() && users.find(user).isEmpty()) {
            throw new NotFoundException("user", user);
        }
        return page;
    }
}
