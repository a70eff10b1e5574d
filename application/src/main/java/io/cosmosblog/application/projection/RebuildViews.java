package io.cosmosblog.application.projection;

import io.cosmosblog.application.port.AuthorNameCopies;
import io.cosmosblog.application.port.FeedView;
import io.cosmosblog.application.port.Posts;
import io.cosmosblog.application.port.UserPostsView;
import io.cosmosblog.application.port.Users;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.PriorityQueue;

/**
 * Rebuilds the denormalized copies from the source of truth (users and posts), after a projection
 * bug or for a new view: every post's short copy beside its author, the feed's 100 newest, and
 * every author name older than its user's. It reads the posts once, page by page, and
 * writes only what a copy of the same or an older revision needs, so it is idempotent and safe on
 * a running system: it never puts an older revision over a newer one the projections wrote meanwhile.
 */
public final class RebuildViews {

    /** Told as the scan goes, for a progress bar. */
    public interface Progress {
        void started(long posts);

        void rebuilt(long posts);
    }

    public record Result(long posts, int renamedAuthors) {
    }

    private final Posts posts;
    private final Users users;
    private final UserPostsView userPosts;
    private final FeedView feed;
    private final AuthorNameCopies authorNames;

    public RebuildViews(Posts posts, Users users, UserPostsView userPosts, FeedView feed, AuthorNameCopies authorNames) {
        this.posts = posts;
        this.users = users;
        this.userPosts = userPosts;
        this.feed = feed;
        this.authorNames = authorNames;
    }

    public Result rebuild(Progress progress) {
        progress.started(posts.count());
        Map<UserId, Optional<User>> authors = new HashMap<>();
        Map<UserId, User> renamed = new LinkedHashMap<>();
        // The oldest of the newest 100 on top, so it is the one to drop.
        PriorityQueue<PostSummary> newest = new PriorityQueue<>(PostSummary.NEWEST_FIRST.reversed());
        long[] done = {0};
        posts.forEach(post -> {
            PostSummary summary = post.summary();
            userPosts.restore(summary);
            newest.add(summary);
            if (newest.size() > FeedView.CAPACITY) {
                newest.poll();
            }
            authors.computeIfAbsent(post.userId(), users::find)
                    .filter(post::carriesOlderNameOf)
                    .ifPresent(author -> renamed.put(author.id(), author));
            progress.rebuilt(++done[0]);
        });
        // A rewritten name changes the posts, and the projections carry it on to their copies.
        renamed.values().forEach(authorNames::rewrite);
        newest.forEach(feed::restore);
        return new Result(done[0], renamed.size());
    }
}
