package io.cosmosblog.adapters.cosmos.v4;

import io.cosmosblog.adapters.cosmos.gateway.PhysicalPartitions;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Partition key values chosen to fall where a plan says among a container's physical partitions:
 * what the feed's shards ({@link FeedShardKeys}) and a hot post's likes ({@link LikeShards}) both
 * need. Throughput is split evenly over the physical partitions, and a key's partition is fixed by
 * the hash of its value, so shards help only when their keys hash into different physical
 * partitions: {@code <prefix>0}, {@code <prefix>1}, ... are tried in turn, and a key is kept when
 * its physical partition ({@link PhysicalPartitions}) holds fewest keys so far.
 */
final class ShardKeys {

    private static final int CANDIDATES = 10_000;

    private ShardKeys() {
    }

    /**
     * {@code count} keys (0: one per physical partition) named {@code prefix<n>}; {@code apart}: each
     * in the physical partition holding fewest so far, otherwise all in the first candidate's.
     */
    static List<String> chosen(PhysicalPartitions partitions, String prefix, int count, boolean apart) {
        int wanted = count == 0 ? partitions.count() : count;
        int[] held = new int[partitions.count()];
        int together = apart ? -1 : partitions.of(prefix + 0);
        List<String> keys = new ArrayList<>();
        for (int n = 0; keys.size() < wanted && n < CANDIDATES; n++) {
            String key = prefix + n;
            int range = partitions.of(key);
            boolean fits = apart ? held[range] == IntStream.of(held).min().orElseThrow() : range == together;
            if (fits) {
                held[range]++;
                keys.add(key);
            }
        }
        if (keys.size() < wanted) {
            throw new IllegalStateException("no " + wanted + " shard keys " + prefix + "<n> found among " + CANDIDATES + " candidates");
        }
        return keys;
    }
}
