package io.cosmosblog.adapters.inmemory.query;

import io.cosmosblog.adapters.inmemory.container.InMemoryCharges;
import io.cosmosblog.adapters.inmemory.container.PostIndex;
import io.cosmosblog.adapters.inmemory.container.PostPartition;
import io.cosmosblog.adapters.inmemory.container.PostPosition;
import io.cosmosblog.application.port.metering.PartitionNames;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.UserId;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;

/**
 * The physical partitions of the posts container: its partition keys spread over a few ranges of
 * their hashes. A query across partitions (a user's posts, the feed, where no view holds them)
 * reads every range, each read metered as one operation in that range (a query page, modelled RU), and merges what they
 * answer newest first, as the service's query pipeline does: its cost grows with the ranges.
 * Each range indexes the post partitions themselves, so it answers their latest version.
 */
public final class PostRanges implements PostIndex {

    private static final Comparator<Post> NEWEST_FIRST = Comparator.comparing(PostPosition::of);

    private final List<PostRange> ranges;
    private final StorageMeter meter;

    public PostRanges(int count, StorageMeter meter) {
        if (count < 1) {
            throw new IllegalArgumentException("the posts need at least one physical partition, not " + count);
        }
        this.ranges = IntStream.range(0, count).mapToObj(i -> new PostRange()).toList();
        this.meter = meter;
    }

    /**
     * Indexes a new post partition in its range. A delete that ran between the post's store and
     * this found nothing to take out here: so the post is taken out again once in, if it is gone.
     */
    @Override
    public void add(PostPartition partition) {
        PostRange range = ranges.get(rangeOf(partition.post().id()));
        range.add(partition);
        if (partition.isGone()) {
            range.remove(partition);
        }
    }

    @Override
    public void remove(PostPartition partition) {
        ranges.get(rangeOf(partition.post().id())).remove(partition);
    }

    /**
     * Up to {@code limit} posts of {@code author} (of everyone when empty), after {@code after}
     * (null: from the newest), newest first, as stored: each range answers its newest, one
     * operation each, then the answers are merged.
     */
    List<Post> newest(Optional<UserId> author, PostPosition after, int limit) {
        List<Post> found = new ArrayList<>();
        for (int range = 0; range < ranges.size(); range++) {
            long start = System.nanoTime();
            List<Post> inRange = new ArrayList<>();
            try {
                for (PostPartition partition : ranges.get(range).newest(author, after, limit)) {
                    inRange.add(partition.post());
                }
                found.addAll(inRange);
            } finally {
                meter.record(PartitionNames.range(PartitionNames.POSTS, range), InMemoryCharges.query(inRange),
                        System.nanoTime() - start);
            }
        }
        found.sort(NEWEST_FIRST);
        return found.size() <= limit ? found : List.copyOf(found.subList(0, limit));
    }

    private int rangeOf(PostId id) {
        int hash = id.value().hashCode();
        return Math.floorMod(hash ^ (hash >>> 16), ranges.size());
    }
}
