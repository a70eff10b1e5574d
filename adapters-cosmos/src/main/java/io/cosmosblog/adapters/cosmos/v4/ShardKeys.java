package io.cosmosblog.adapters.cosmos.v4;

import io.cosmosblog.adapters.cosmos.gateway.PhysicalPartitions;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
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
        return chosen(partitions, prefix, count, apart, OptionalInt.empty());
    }

    /**
     * As above, but apart keys keep out of physical partition {@code avoided} while there is another
     * (0: one per physical partition but that one): a hot post's likes leave its own partition,
     * which still serves its reads.
     */
    static List<String> chosen(PhysicalPartitions partitions, String prefix, int count, boolean apart, OptionalInt avoided) {
        boolean avoiding = apart && avoided.isPresent() && partitions.count() > 1;
        int wanted = count > 0 ? count : partitions.count() - (avoiding ? 1 : 0);
        int[] held = new int[partitions.count()];
        if (avoiding) {
            held[avoided.getAsInt()] = Integer.MAX_VALUE; // never the fewest
        }
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
