package io.cosmosblog.adapters.inmemory.query;

import io.cosmosblog.adapters.inmemory.container.PostPartition;
import io.cosmosblog.adapters.inmemory.container.PostPosition;
import io.cosmosblog.domain.user.UserId;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;

/**
 * One physical partition of the posts: the index its part of a query across partitions reads,
 * its posts newest first, all of them and each author's (as the service's composite index on
 * creation date serves an ORDER BY without reading every item). A post's creation date and author
 * never change and posts are never deleted, so a post is indexed once.
 */
final class PostRange {

    private final NavigableMap<PostPosition, PostPartition> newestFirst = new ConcurrentSkipListMap<>();
    private final Map<UserId, NavigableMap<PostPosition, PostPartition>> byAuthor = new ConcurrentHashMap<>();

    void add(PostPartition partition) {
        PostPosition position = PostPosition.of(partition.post());
        newestFirst.put(position, partition);
        byAuthor.computeIfAbsent(partition.post().userId(), author -> new ConcurrentSkipListMap<>()).put(position, partition);
    }

    /** Up to {@code limit} posts of {@code author} (of everyone when empty) after {@code after} (null: from the newest), newest first. */
    List<PostPartition> newest(Optional<UserId> author, PostPosition after, int limit) {
        NavigableMap<PostPosition, PostPartition> list = author
                .map(id -> byAuthor.getOrDefault(id, Collections.emptyNavigableMap()))
                .orElse(newestFirst);
        NavigableMap<PostPosition, PostPartition> rest = after == null ? list : list.tailMap(after, false);
        return rest.values().stream().limit(limit).toList();
    }
}
