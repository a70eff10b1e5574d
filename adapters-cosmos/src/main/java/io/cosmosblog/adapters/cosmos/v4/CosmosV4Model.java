package io.cosmosblog.adapters.cosmos.v4;

import static io.cosmosblog.adapters.cosmos.provisioning.ContainerSpec.NOTHING_EXPIRES;
import static io.cosmosblog.adapters.cosmos.provisioning.ContainerSpec.TOMBSTONES_EXPIRE;
import static io.cosmosblog.adapters.cosmos.provisioning.IndexingPolicies.DELETED;
import static io.cosmosblog.adapters.cosmos.provisioning.IndexingPolicies.newestFirst;
import static io.cosmosblog.adapters.cosmos.provisioning.IndexingPolicies.oldestOfAType;
import static io.cosmosblog.adapters.cosmos.provisioning.IndexingPolicies.only;

import com.azure.cosmos.models.FeedRange;
import io.cosmosblog.adapters.cosmos.changefeed.ChangedPostHandling;
import io.cosmosblog.adapters.cosmos.denormalized.CosmosDenormalizedModel;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.model.CosmosModel;
import io.cosmosblog.adapters.cosmos.model.ModelContainers;
import io.cosmosblog.adapters.cosmos.provisioning.ContainerSpec;
import io.cosmosblog.adapters.cosmos.provisioning.ContainerSpec.Role;
import io.cosmosblog.adapters.cosmos.provisioning.IndexingPolicies;
import io.cosmosblog.adapters.cosmos.provisioning.Script;
import io.cosmosblog.adapters.cosmos.v3.CosmosV3Model;
import io.cosmosblog.adapters.cosmos.v3.mirror.FeedChanges;
import io.cosmosblog.adapters.cosmos.v3.mirror.MirroredFeedView;
import io.cosmosblog.application.port.DataModel;
import java.time.Duration;
import java.util.List;

/**
 * V4 on Cosmos DB: V3's containers and ports, with the feed in shards ({@link ShardedFeedView})
 * whose keys fall in different physical partitions ({@link FeedShardKeys}), mirrored in each
 * instance's memory from the change feed of the whole container. Why: docs/DESIGN.md.
 */
public final class CosmosV4Model implements CosmosModel {

    static final String POSTS = "v4-posts";
    static final String FEED = "v4-feed";

    private final FeedShardPlan plan;
    private final LikeShardPlan likes;

    public CosmosV4Model() {
        this(FeedShardPlan.ONE_PER_PARTITION);
    }

    /** With a new blog's feed shards as {@code plan} says (the benchmark's control runs). */
    public CosmosV4Model(FeedShardPlan plan) {
        this(plan, LikeShardPlan.ONE_PER_PARTITION);
    }

    /** With hot posts' likes spread as {@code likes} says (tests: every post hot from its first like). */
    public CosmosV4Model(FeedShardPlan plan, LikeShardPlan likes) {
        this.plan = plan;
        this.likes = likes;
    }

    @Override
    public DataModel dataModel() {
        return DataModel.V4;
    }

    /**
     * V3's containers and indexes (CosmosV3Model says why each), with the feed partitioned by its
     * shard's key, and the posts' {@code /post}: a hot post's likes, across its shards (HotPostLikes).
     */
    @Override
    public List<ContainerSpec> containers() {
        return List.of(
                new ContainerSpec(Role.USERS, "v4-users", "/userId",
                        only(List.of("/type/?", "/creationDate/?", "/postId/?", DELETED), newestFirst()), TOMBSTONES_EXPIRE),
                new ContainerSpec(Role.POSTS, POSTS, "/postId",
                        only(List.of("/type/?", "/creationDate/?", "/userId/?", "/userRevision/?", "/" + LikeShards.POST + "/?", DELETED),
                                oldestOfAType()),
                        TOMBSTONES_EXPIRE),
                new ContainerSpec(Role.FEED, FEED, "/" + ShardedFeedView.KEY_FIELD,
                        only(List.of("/creationDate/?", "/postId/?", DELETED), newestFirst()), TOMBSTONES_EXPIRE),
                new ContainerSpec(Role.LEASES, "v4-leases", "/id", IndexingPolicies.everything(), NOTHING_EXPIRES),
                new ContainerSpec(Role.DEAD_LETTERS, "v4-deadletters", "/id", IndexingPolicies.nothing(), NOTHING_EXPIRES));
    }

    /** V3's scripts: the trigger keeps each shard to its newest posts, as it keeps V3's one partition. */
    @Override
    public List<Script> scripts() {
        return List.of(Script.updateUsernames(POSTS), Script.truncateFeed(FEED));
    }

    @Override
    public Running open(ModelContainers containers) {
        CosmosDenormalizedModel shared = new CosmosDenormalizedModel(containers);
        List<String> keys = FeedShardKeys.of(containers::feedPartitions, containers.leases(), plan);
        ShardedFeedView stored = new ShardedFeedView(containers.feed(), shared.users(), keys);
        Duration pollDelay = containers.processors().feedPollDelay();
        Duration trustedFor = CosmosV3Model.copyTrustedFor(pollDelay);
        // The mirror follows every shard: the change feed of the whole container.
        MirroredFeedView feed = MirroredFeedView.toppedUpAfterDeletes(stored, stored::read,
                new FeedChanges(containers, FeedRange.forFullRange(), trustedFor), pollDelay, trustedFor);
        // A hot post's shard counters are owed to the change feed as the post is: it projects them as their post.
        ContainerGateway posts = shared.posts().watchingAlso(LikeShards.COUNTER_TYPE, LikeShards.COUNTER_ID);
        HotPosts hot = new HotPosts(posts, containers::postsPartitions, likeShards(containers), likes.apart());
        ShardedPosts postsPort = new ShardedPosts(posts, hot);
        return CosmosV3Model.withViews(containers, shared, feed, postsPort, new HotPostLikes(posts, hot, likes.rule()),
                ChangedPostHandling.toViews(postsPort::sweep, hot));
    }

    /**
     * Shards per hot post: as the plan says, or one per physical partition of the posts container
     * now but the post's own, which keeps serving its reads (one physical partition: none, V3's likes).
     */
    private int likeShards(ModelContainers containers) {
        if (likes.count() > 0) {
            return likes.count();
        }
        return Math.max(1, containers.postsPartitions().count() - 1);
    }
}
