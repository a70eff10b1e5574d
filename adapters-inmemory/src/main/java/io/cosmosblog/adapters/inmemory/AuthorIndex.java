package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.UserId;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Which post partitions each user has written in: the in-memory answer to the one
 * cross-partition query a rename needs on Cosmos DB. Noted before each write, so a rename that
 * starts meanwhile visits that partition too.
 */
final class AuthorIndex {

    private final Map<UserId, Set<PostId>> partitions = new ConcurrentHashMap<>();

    void note(UserId user, PostId post) {
        partitions.computeIfAbsent(user, u -> ConcurrentHashMap.newKeySet()).add(post);
    }

    Set<PostId> partitionsOf(UserId user) {
        return Set.copyOf(partitions.getOrDefault(user, Set.of()));
    }
}
