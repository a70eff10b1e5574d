package io.cosmosblog.application.projection;

import io.cosmosblog.application.storage.AuthorNameCopies;
import io.cosmosblog.application.storage.ChangeProjection;
import io.cosmosblog.application.storage.FeedView;
import io.cosmosblog.application.storage.UserPostsView;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.user.User;

/**
 * What a change means for the denormalized copies, written once for every adapter. Adapters
 * deliver each changed user or post (its latest version) at least once and in order per id, so
 * every step here is idempotent.
 */
public final class Projections implements ChangeProjection {

    private final AuthorNameCopies authorNames;
    private final UserPostsView userPosts;
    private final FeedView feed;

    public Projections(AuthorNameCopies authorNames, UserPostsView userPosts, FeedView feed) {
        this.authorNames = authorNames;
        this.userPosts = userPosts;
        this.feed = feed;
    }

    /** A renamed user: the new name on their posts, comments and likes (and, through those posts, on the views). */
    @Override
    public void userChanged(User user) {
        if (user.wasEverRenamed()) {
            authorNames.rewrite(user.id(), user.username());
        }
    }

    /** A new or changed post (edited, commented, liked, author renamed): its short copy in both views. */
    @Override
    public void postChanged(Post post) {
        PostSummary summary = post.summary();
        userPosts.put(summary);
        feed.put(summary);
    }
}
