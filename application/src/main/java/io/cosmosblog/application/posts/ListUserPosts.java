package io.cosmosblog.application.posts;

import io.cosmosblog.application.lists.OwnedList;
import io.cosmosblog.application.port.Page;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.UserPostsView;
import io.cosmosblog.application.port.Users;
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
        return OwnedList.page(page, "user", user, () -> users.find(user).isPresent());
    }
}
