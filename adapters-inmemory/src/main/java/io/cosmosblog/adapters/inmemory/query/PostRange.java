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
 * never change, so a post is indexed once, and taken out once deleted.
 */
final class PostRange {

    private final NavigableMap<PostPosition, PostPartition> newestFirst = new ConcurrentSkipListMap<>();
    private final Map<UserId, NavigableMap<PostPosition, PostPartition>> byAuthor = new ConcurrentHashMap<>();

    void add(PostPartition partition) {
        PostPosition position = PostPosition.of(partition.post());
        newestFirst.put(position, partition);
        byAuthor.compute(partition.post().userId(), (author, posts) -> {
            NavigableMap<PostPosition, PostPartition> list = posts == null ? new ConcurrentSkipListMap<>() : posts;
            list.put(position, partition);
            return list;
        });
    }

    /** Takes a deleted post out; an author left with none leaves no empty list behind. */
    void remove(PostPartition partition) {
        PostPosition position = PostPosition.of(partition.post());
        newestFirst.remove(position, partition);
        byAuthor.computeIfPresent(partition.post().userId(), (author, posts) -> {
            posts.remove(position, partition);
            return posts.isEmpty() ? null : posts;
        });
    }

    /** Up to {@code limit} posts of {@code author} (of everyone when empty) after {@code after} (null: from the newest), newest first. */
    List<PostPartition> newest(Optional<UserId> author, PostPosition after, int limit) {
        NavigableMap<PostPosition, PostPartition> list = author
                .map(id -> byAuthor.getOrDefault(id, Collections.emptyNavigableMap()))
                .orElse(newestFirst);
        NavigableMap<PostPosition, PostPartition> rest = after == null ? list : list.tailMap(after, false);
        // One deleted while the query runs may still be listed: passed over, as the query would.
        return rest.values().stream().filter(partition -> !partition.isGone()).limit(limit).toList();
    }
}
