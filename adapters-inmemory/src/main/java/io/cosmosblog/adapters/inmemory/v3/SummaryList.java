package io.cosmosblog.adapters.inmemory.v3;

import io.cosmosblog.adapters.inmemory.container.PostPosition;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.PostSummary;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

/** Short posts held newest first, where a copy only ever gives way to a newer revision of itself. */
final class SummaryList {

    private final NavigableMap<PostPosition, PostSummary> ordered = new TreeMap<>();
    private final Map<PostId, PostSummary> byId = new HashMap<>();

    /** False when the list holds this revision or a newer one already. */
    synchronized boolean put(PostSummary summary) {
        PostSummary current = byId.get(summary.postId());
        if (current != null && !summary.supersedes(current)) {
            return false;
        }
        return store(summary, current);
    }

    /** False when the list holds a strictly newer revision: a copy of the same revision is rewritten. */
    synchronized boolean restore(PostSummary summary) {
        PostSummary current = byId.get(summary.postId());
        if (current != null && !summary.repairs(current)) {
            return false;
        }
        return store(summary, current);
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
