package io.cosmosblog.application.projection;

import io.cosmosblog.application.port.AuthorNameCopies;
import io.cosmosblog.application.port.ChangeProjection;
import io.cosmosblog.application.port.FeedView;
import io.cosmosblog.application.port.UserPostsView;
import io.cosmosblog.application.port.Users;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;

/**
 * What a change means for the denormalized copies, written once for every adapter. Adapters
 * deliver each changed user or post (its latest version) at least once and in order per id, so
 * every step here is idempotent.
 *
 * <p>A rename and a write by the same user can cross: the write read its author before the
 * rename and stored the old name after the rename had passed that post. So every new copy of a
 * name is checked against its user (one point read) and, if the user was renamed since, the
 * rename runs again; it rewrites only copies of an older revision, so this one.
 */
public final class Projections implements ChangeProjection {

    private final Users users;
    private final AuthorNameCopies authorNames;
    private final UserPostsView userPosts;
    private final FeedView feed;
    private final RenamesProjected renamesProjected = new RenamesProjected();

    public Projections(Users users, AuthorNameCopies authorNames, UserPostsView userPosts, FeedView feed) {
        this.users = users;
        this.authorNames = authorNames;
        this.userPosts = userPosts;
        this.feed = feed;
    }

    /**
     * A renamed user: the new name on their posts, comments and likes (and, through those posts,
     * on the views). A change of a once-renamed user that is not a rename (a new token) keeps the
     * revision this instance projected already, and starts nothing. Renames queued behind one
     * another collapse into the latest: a version that a later rename has passed is skipped (one
     * point read), since the later one is delivered too and rewrites every copy the skipped one
     * would have.
     */
    @Override
    public void userChanged(User user) {
        if (renamesProjected.pending(user) && isLatestName(user)) {
            authorNames.rewrite(user);
            renamesProjected.done(user);
        }
    }

    private boolean isLatestName(User user) {
        return users.find(user.id()).map(latest -> latest.revision() <= user.revision()).orElse(false);
    }

    /** A new or changed post (edited, commented, liked, author renamed): its short copy in both views. */
    @Override
    public void postChanged(Post post) {
        PostSummary summary = post.summary();
        userPosts.put(summary);
        feed.put(summary);
    }

    /** A deleted post: its copies go from both views, and the feed takes the next older post in. */
    @Override
    public void postRemoved(DeletedPost post) {
        userPosts.remove(post);
        feed.remove(post);
    }

    @Override
    public void nameCopied(UserId user, long userRevision) {
        users.find(user).filter(author -> author.revision() > userRevision).ifPresent(authorNames::rewrite);
    }
}
