package io.cosmosblog.adapters.inmemory.v3;

import io.cosmosblog.adapters.inmemory.container.LockedPartitions;
import io.cosmosblog.adapters.inmemory.container.PostPartition;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.PostSummary;
import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;
import java.util.function.IntFunction;
import java.util.function.Predicate;

/**
 * The newest posts, short, read from the posts themselves: what the feed refills from once deletes
 * have used up its reserve. V3 indexes no post by date (each of its reads is one partition), so
 * this scans every post partition, keeping the newest few in a heap of that size: the query
 * across partitions it stands for on Cosmos DB ({@code ORDER BY creationDate DESC}), whose cost
 * grows with the store. The feed asks for it only once deletes have taken more than its reserve.
 */
public final class FeedRefill implements IntFunction<List<PostSummary>> {

    private final LockedPartitions<PostId, PostPartition> posts;
    private final Predicate<PostId> kept;

    FeedRefill(LockedPartitions<PostId, PostPartition> posts) {
        this(posts, post -> true);
    }

    /** Only the posts {@code kept} holds: a shard's refill, in V4. */
    public FeedRefill(LockedPartitions<PostId, PostPartition> posts, Predicate<PostId> kept) {
        this.posts = posts;
        this.kept = kept;
    }

    @Override
    public List<PostSummary> apply(int count) {
        PriorityQueue<PostSummary> oldestOnTop = new PriorityQueue<>(PostSummary.NEWEST_FIRST.reversed());
        posts.forEach(partition -> {
            if (!partition.isGone() && kept.test(partition.post().id())) {
                oldestOnTop.add(partition.post().summary());
                if (oldestOnTop.size() > count) {
                    oldestOnTop.poll();
                }
            }
        });
        List<PostSummary> newest = new ArrayList<>(oldestOnTop);
        newest.sort(PostSummary.NEWEST_FIRST);
        return newest;
    }
}
