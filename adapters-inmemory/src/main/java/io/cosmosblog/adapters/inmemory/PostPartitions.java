package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.UserId;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Every post's partition, and which partitions each user has written in: the in-memory answer
 * to the one cross-partition query a rename needs on Cosmos DB.
 */
final class PostPartitions {

    private final Map<PostId, PostPartition> partitions = new ConcurrentHashMap<>();
    private final Map<UserId, Set<PostId>> activity = new ConcurrentHashMap<>();

    void create(Post post) {
        if (partitions.putIfAbsent(post.id(), new PostPartition(post)) != null) {
            throw new IllegalStateException("post " + post.id() + " exists already");
        }
        noteActivity(post.userId(), post.id());
    }

    Optional<PostPartition> find(PostId id) {
        return Optional.ofNullable(partitions.get(id));
    }

    void noteActivity(UserId user, PostId post) {
        activity.computeIfAbsent(user, u -> ConcurrentHashMap.newKeySet()).add(post);
    }

    Set<PostId> touchedBy(UserId user) {
        return Set.copyOf(activity.getOrDefault(user, Set.of()));
    }
}
