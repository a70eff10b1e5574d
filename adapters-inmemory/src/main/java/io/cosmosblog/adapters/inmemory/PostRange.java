package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostId;
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

    private final NavigableMap<PostPosition, PostId> newestFirst = new ConcurrentSkipListMap<>();
    private final Map<UserId, NavigableMap<PostPosition, PostId>> byAuthor = new ConcurrentHashMap<>();

    void add(Post post) {
        PostPosition position = PostPosition.of(post);
        newestFirst.put(position, post.id());
        byAuthor.computeIfAbsent(post.userId(), author -> new ConcurrentSkipListMap<>()).put(position, post.id());
    }

    /** Up to {@code limit} posts of {@code author} (of everyone when empty) after {@code after} (null: from the newest), newest first. */
    List<PostId> newest(Optional<UserId> author, PostPosition after, int limit) {
        NavigableMap<PostPosition, PostId> list = author
                .map(id -> byAuthor.getOrDefault(id, Collections.emptyNavigableMap()))
                .orElse(newestFirst);
        NavigableMap<PostPosition, PostId> rest = after == null ? list : list.tailMap(after, false);
        return rest.values().stream().limit(limit).toList();
    }
}
