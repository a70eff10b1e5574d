package io.cosmosblog.adapters.cosmos.v3.mirror;

import io.cosmosblog.application.port.FeedView;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.PostSummary;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The newest {@value FeedView#CAPACITY} post copies, newest first, as the feed container keeps
 * them: a copy replaces another of its post only with a newer revision (a rebuild's repair with the
 * same one), and a copy older than the oldest kept of a full list stays out, as the post-trigger
 * would delete it. A deleted post leaves the list for good: it is remembered ({@code gone}) for as
 * long as a late copy of it could still enter, that is while it is not older than the oldest post
 * of a full list. Immutable: a change is a new list, so readers never lock.
 */
record FeedMirror(List<PostSummary> posts, Map<PostId, DeletedPost> gone) {

    static final FeedMirror NONE = new FeedMirror(List.of(), Map.of());

    FeedMirror {
        posts = List.copyOf(posts);
        gone = Map.copyOf(gone);
    }

    static FeedMirror of(List<PostSummary> read) {
        FeedMirror newest = NONE;
        for (PostSummary summary : read) {
            newest = newest.with(summary, true);
        }
        return newest;
    }

    List<PostSummary> first(int limit) {
        return posts.subList(0, Math.min(limit, posts.size()));
    }

    /** With {@code summary} in its place; {@code repair}: also over a copy of the same revision. */
    FeedMirror with(PostSummary summary, boolean repair) {
        DeletedPost deleted = gone.get(summary.postId());
        if (deleted != null && deleted.supersedes(summary)) {
            return this;
        }
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
        return new FeedMirror(changed, stillEnterable(changed, gone));
    }

    /** Without the deleted post, for good; the post after the last moves up when the feed's refill brings it. */
    FeedMirror without(DeletedPost deleted) {
        List<PostSummary> changed = posts.stream().filter(kept -> !kept.postId().equals(deleted.id())).toList();
        Map<PostId, DeletedPost> remembered = new HashMap<>(gone);
        remembered.merge(deleted.id(), deleted, (known, fresh) -> fresh.revision() > known.revision() ? fresh : known);
        return new FeedMirror(changed, stillEnterable(changed, remembered));
    }

    /** The deleted posts a late copy could still bring into {@code posts}: all, unless it is full and they are older than its last. */
    private static Map<PostId, DeletedPost> stillEnterable(List<PostSummary> posts, Map<PostId, DeletedPost> gone) {
        if (posts.size() < FeedView.CAPACITY || gone.isEmpty()) {
            return gone;
        }
        Instant oldest = posts.get(posts.size() - 1).creationDate();
        Map<PostId, DeletedPost> kept = new HashMap<>(gone);
        kept.values().removeIf(deleted -> deleted.creationDate().isBefore(oldest));
        return kept;
    }
}
