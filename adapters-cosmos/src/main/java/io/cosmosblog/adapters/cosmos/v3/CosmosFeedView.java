package io.cosmosblog.adapters.cosmos.v3;

import com.azure.cosmos.models.SqlParameter;
import com.azure.cosmos.models.SqlQuerySpec;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.items.SummaryItems;
import io.cosmosblog.adapters.cosmos.items.Tombstones;
import io.cosmosblog.adapters.cosmos.provisioning.Scripts;
import io.cosmosblog.application.port.FeedView;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.PostSummary;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Q6: the feed is one small partition of {@code feed} (type = "post"), read by one query. The
 * {@code truncateFeed} post-trigger runs with every new copy and keeps only the newest
 * {@value #CAPACITY}. In V4 one of these serves each shard of the feed ({@link FeedShard}).
 *
 * The feed is the platform's hottest partition, so a copy that could not enter it is not written
 * at all: a change to a post older than the oldest one kept (a comment on last year's post) costs
 * the feed nothing. That bound is the creation date of the last copy the feed keeps. A read that
 * sees the feed full learns it for free; otherwise (a fresh instance, a front page reading 50) a
 * change to a post that is not brand new asks the store once, a one-item query on the composite
 * index, and the answer is trusted for {@value #BOUND_CACHED_SECONDS} s before the store is asked
 * again. Between deletes the bound only moves forward: a bound a little old lets a few useless
 * copies through (the trigger removes them again), never keeps a needed one out. A brand-new post
 * is always written: it is the newest.
 *
 * <p>A deleted post's copy becomes its tombstone ({@link SummaryCopies#remove}), which reads leave
 * out, and the posts that move up into the places it leaves are copied in from the copies beside
 * their authors ({@link OlderPosts}): the feed holds the {@value #CAPACITY} newest posts that exist
 * again. A delete moves the bound back, so this instance forgets the bound it knew and asks again.
 */
public final class CosmosFeedView implements FeedView {

    private static final String FIELDS = "c.postId, c.userId, c.userUsername, c.title, c.content, c.commentCount,"
            + " c.likeCount, c.creationDate, c.revision";
    private static final String LATEST = "SELECT TOP @n " + FIELDS + " FROM c WHERE " + Tombstones.LIVE
            + " ORDER BY c.creationDate DESC, c.postId ASC";

    private static final String BOUND = "SELECT VALUE c.creationDate FROM c WHERE " + Tombstones.LIVE
            + " ORDER BY c.creationDate DESC, c.postId ASC OFFSET @k LIMIT 1";
    private static final long BOUND_CACHED_SECONDS = 30;

    private final ContainerGateway feed;
    private final FeedShard shard;
    private final SummaryCopies copies;
    private final OlderPosts olderPosts;
    private final Clock clock;
    private volatile Instant oldestKept = Instant.MIN;
    private volatile Instant boundAskedAt = Instant.EPOCH;

    /** @param users where the copies beside their authors are, which refill the feed after a delete */
    public CosmosFeedView(ContainerGateway feed, ContainerGateway users) {
        this(feed, users, FeedShard.ONLY, new SummaryCopies(feed, List.of(Scripts.TRUNCATE_FEED)), Clock.systemUTC());
    }

    /** One shard of a feed spread over several partitions (V4), its copies written by {@code copies}. */
    public CosmosFeedView(ContainerGateway feed, ContainerGateway users, FeedShard shard, SummaryCopies copies) {
        this(feed, users, shard, copies, Clock.systemUTC());
    }

    CosmosFeedView(ContainerGateway feed, ContainerGateway users, Clock clock) {
        this(feed, users, FeedShard.ONLY, new SummaryCopies(feed, List.of(Scripts.TRUNCATE_FEED)), clock);
    }

    private CosmosFeedView(ContainerGateway feed, ContainerGateway users, FeedShard shard, SummaryCopies copies, Clock clock) {
        this.feed = feed;
        this.shard = shard;
        this.copies = copies;
        this.olderPosts = new OlderPosts(users);
        this.clock = clock;
    }

    @Override
    public List<PostSummary> latest(int limit) {
        List<PostSummary> latest = read(limit);
        if (latest.size() == CAPACITY) {
            learn(latest.get(latest.size() - 1).creationDate());
            boundAskedAt = clock.instant(); // as good as asking: no need to ask again for a while
        }
        return latest;
    }

    /** The newest {@code limit} copies, as {@link #latest} reads them, learning nothing: a copy's warm-up read. */
    public List<PostSummary> read(int limit) {
        SqlQuerySpec query = new SqlQuerySpec(LATEST, List.of(new SqlParameter("@n", limit)));
        return feed.all(shard.key(), query).stream().map(SummaryItems::summary).toList();
    }

    @Override
    public void put(PostSummary summary) {
        if (summary.revision() > 1 && summary.creationDate().isBefore(bound())) {
            return;
        }
        copies.put(shard.key(), summary);
    }

    /** The oldest creation date the feed keeps; asked of the store at most once per {@value #BOUND_CACHED_SECONDS} s. */
    private Instant bound() {
        Instant now = clock.instant();
        if (Duration.between(boundAskedAt, now).getSeconds() >= BOUND_CACHED_SECONDS) {
            boundAskedAt = now;
            SqlQuerySpec query = new SqlQuerySpec(BOUND, List.of(new SqlParameter("@k", CAPACITY - 1)));
            feed.all(shard.key(), query).stream().findFirst()
                    .map(date -> Instant.parse(date.asText()))
                    .ifPresent(this::learn);
        }
        return oldestKept;
    }

    private void learn(Instant oldest) {
        if (oldest.isAfter(oldestKept)) {
            oldestKept = oldest;
        }
    }

    /**
     * The copy becomes the tombstone, then the feed is filled up again from the copies beside
     * their authors: the newest posts after the oldest it keeps, as many as places are free.
     */
    @Override
    public void remove(DeletedPost post) {
        copies.remove(shard.key(), post);
        oldestKept = Instant.MIN;
        boundAskedAt = Instant.EPOCH;
        List<PostSummary> kept = read(CAPACITY);
        int missing = CAPACITY - kept.size();
        Optional<PostSummary> after = kept.isEmpty() ? Optional.empty() : Optional.of(kept.get(kept.size() - 1));
        // One query in V3; a shard of V4 keeps about one post in `count` of those listed, so it asks
        // for that many more, page after page, until its places are filled or no post is older.
        while (missing > 0) {
            int asked = missing * shard.count();
            List<PostSummary> older = olderPosts.after(after, asked);
            for (PostSummary moving : older) {
                if (missing > 0 && shard.holds(moving.postId())) {
                    copies.put(shard.key(), moving);
                    missing--;
                }
            }
            if (older.size() < asked) {
                return;
            }
            after = Optional.of(older.get(older.size() - 1));
        }
    }

    @Override
    public void restore(PostSummary summary) {
        copies.restore(shard.key(), summary);
    }
}
