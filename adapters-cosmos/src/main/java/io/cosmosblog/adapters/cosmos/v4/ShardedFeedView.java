package io.cosmosblog.adapters.cosmos.v4;

import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.provisioning.Scripts;
import io.cosmosblog.adapters.cosmos.v3.CosmosFeedView;
import io.cosmosblog.adapters.cosmos.v3.FeedShard;
import io.cosmosblog.adapters.cosmos.v3.SummaryCopies;
import io.cosmosblog.application.port.FeedView;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.PostSummary;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.stream.IntStream;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;

/**
 * Q6 over a feed in shards: each post's copy lives in one shard ({@link FeedShard#of}), each shard
 * is V3's feed ({@link CosmosFeedView}: the post-trigger keeps its newest {@value #CAPACITY}, a
 * delete refills it), and the newest posts of the whole feed are among the shards' newest. A read
 * asks every shard for its newest {@code limit}, all at once, and merges them: K single-partition
 * queries of at most {@code limit} items, so a read costs about K times V3's, while writes spread
 * over K partitions. Front-page reads mostly never get here: each instance mirrors the feed in
 * memory from the container's change feed.
 */
final class ShardedFeedView implements FeedView {

    static final String KEY_FIELD = "shard";

    private final List<CosmosFeedView> shards;

    ShardedFeedView(ContainerGateway feed, ContainerGateway users, List<String> keys) {
        SummaryCopies copies = new SummaryCopies(feed, List.of(Scripts.TRUNCATE_FEED), Optional.of(KEY_FIELD));
        this.shards = IntStream.range(0, keys.size())
                .mapToObj(index -> new CosmosFeedView(feed, users, new FeedShard(keys.get(index), index, keys.size()), copies))
                .toList();
    }

    @Override
    public List<PostSummary> latest(int limit) {
        return merged(limit, CosmosFeedView::latest);
    }

    /** The newest {@code limit} copies, as {@link #latest} reads them, learning nothing: the mirror's warm-up read. */
    List<PostSummary> read(int limit) {
        return merged(limit, CosmosFeedView::read);
    }

    private List<PostSummary> merged(int limit, BiFunction<CosmosFeedView, Integer, List<PostSummary>> read) {
        List<List<PostSummary>> each = Flux.fromIterable(shards)
                .flatMap(shard -> Mono.fromCallable(() -> read.apply(shard, limit)).subscribeOn(Schedulers.boundedElastic()))
                .collectList()
                .block();
        return each.stream().flatMap(List::stream).sorted(PostSummary.NEWEST_FIRST).limit(limit).toList();
    }

    @Override
    public void put(PostSummary summary) {
        shardOf(summary.postId()).put(summary);
    }

    @Override
    public void remove(DeletedPost post) {
        shardOf(post.id()).remove(post);
    }

    @Override
    public void restore(PostSummary summary) {
        shardOf(summary.postId()).restore(summary);
    }

    private CosmosFeedView shardOf(PostId post) {
        return shards.get(FeedShard.of(post, shards.size()));
    }
}
