package io.cosmosblog.adapters.inmemory.v3;

import io.cosmosblog.adapters.inmemory.container.PostPosition;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.PostSummary;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

/**
 * Short posts held newest first, where a copy only ever gives way to a newer revision of itself,
 * or to the post's delete, which it does not come back from ({@link BuriedPosts}).
 */
final class SummaryList {

    private final NavigableMap<PostPosition, PostSummary> ordered = new TreeMap<>();
    private final Map<PostId, PostSummary> byId = new HashMap<>();
    private BuriedPosts deletes; // made at the list's first delete: most lists never see one

    /** False when the list holds this revision or a newer one already, or the post was deleted since. */
    synchronized boolean put(PostSummary summary) {
        PostSummary current = byId.get(summary.postId());
        if ((current != null && !summary.supersedes(current)) || buried(summary)) {
            return false;
        }
        return store(summary, current);
    }

    /** False when the list holds a strictly newer revision, or the post was deleted since: a copy of the same revision is rewritten. */
    synchronized boolean restore(PostSummary summary) {
        PostSummary current = byId.get(summary.postId());
        if ((current != null && !summary.repairs(current)) || buried(summary)) {
            return false;
        }
        return store(summary, current);
    }

    /** Drops the copy of a deleted post, for good; true when there was one to drop. */
    synchronized boolean remove(DeletedPost post) {
        if (deletes == null) {
            deletes = new BuriedPosts();
        }
        deletes.remember(post);
        PostSummary current = byId.get(post.id());
        if (current == null || !post.supersedes(current)) {
            return false;
        }
        ordered.remove(PostPosition.of(current));
        byId.remove(post.id());
        return true;
    }

    synchronized int size() {
        return ordered.size();
    }

    private boolean buried(PostSummary summary) {
        return deletes != null && deletes.buries(summary);
    }

    private boolean store(PostSummary summary, PostSummary current) {
        if (current != null) {
            ordered.remove(PostPosition.of(current));
        }
        ordered.put(PostPosition.of(summary), summary);
        byId.put(summary.postId(), summary);
        return true;
    }

    synchronized void keepNewest(int count) {
        while (ordered.size() > count) {
            byId.remove(ordered.pollLastEntry().getValue().postId());
        }
    }

    /** Up to {@code limit} summaries after {@code after} (from the newest when null), newest first. */
    synchronized List<PostSummary> after(PostPosition after, int limit) {
        NavigableMap<PostPosition, PostSummary> rest = after == null ? ordered : ordered.tailMap(after, false);
        return rest.values().stream().limit(limit).toList();
    }

    synchronized boolean hasAfter(PostPosition position) {
        return ordered.higherKey(position) != null;
    }
}
