package io.cosmosblog.adapters.cosmos.v3.mirror;

import io.cosmosblog.application.storage.FeedView;
import io.cosmosblog.domain.post.PostSummary;
import java.util.ArrayList;
import java.util.List;

/**
 * The newest {@value FeedView#CAPACITY} post copies, newest first, as the feed container keeps
 * them: a copy replaces another of its post only with a newer revision (a rebuild's repair with the
 * same one), and a copy older than the oldest kept of a full list stays out, as the post-trigger
 * would delete it. Immutable: a change is a new list, so readers never lock.
 */
record NewestPosts(List<PostSummary> posts) {

    static final NewestPosts NONE = new NewestPosts(List.of());

    NewestPosts {
        posts = List.copyOf(posts);
    }

    static NewestPosts of(List<PostSummary> read) {
        NewestPosts newest = NONE;
        for (PostSummary summary : read) {
            newest = newest.with(summary, true);
        }
        return newest;
    }

    List<PostSummary> first(int limit) {
        return posts.subList(0, Math.min(limit, posts.size()));
    }

    /** With {@code summary} in its place; {@code repair}: also over a copy of the same revision. */
    NewestPosts with(PostSummary summary, boolean repair) {
        List<PostSummary> changed = new ArrayList<>(posts.size() + 1);
        for (PostSummary kept : posts) {
            if (kept.postId().equals(summary.postId())) {
                if (!(repair ? summary.repairs(kept) : summary.supersedes(kept))) {
                    return this;
                }
            } else {
                changed.add(kept);
            }
        }
        int at = 0;
        while (at < changed.size() && PostSummary.NEWEST_FIRST.compare(changed.get(at), summary) < 0) {
            at++;
        }
        if (at >= FeedView.CAPACITY) {
            return this;
        }
        changed.add(at, summary);
        if (changed.size() > FeedView.CAPACITY) {
            changed.remove(changed.size() - 1);
        }
        return new NewestPosts(changed);
    }
}
