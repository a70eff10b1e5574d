package io.cosmosblog.adapters.cosmos.v3;

import static io.cosmosblog.adapters.cosmos.provisioning.ContainerSpec.NOTHING_EXPIRES;
import static io.cosmosblog.adapters.cosmos.provisioning.ContainerSpec.TOMBSTONES_EXPIRE;
import static io.cosmosblog.adapters.cosmos.provisioning.IndexingPolicies.DELETED;
import static io.cosmosblog.adapters.cosmos.provisioning.IndexingPolicies.newestFirst;
import static io.cosmosblog.adapters.cosmos.provisioning.IndexingPolicies.oldestOfAType;
import static io.cosmosblog.adapters.cosmos.provisioning.IndexingPolicies.only;

import io.cosmosblog.adapters.cosmos.changefeed.ChangedPostHandling;
import io.cosmosblog.adapters.cosmos.denormalized.CosmosAuthorNameCopies;
import io.cosmosblog.adapters.cosmos.denormalized.CosmosDenormalizedModel;
import io.cosmosblog.adapters.cosmos.denormalized.CosmosPosts;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.model.CosmosModel;
import io.cosmosblog.adapters.cosmos.model.CosmosReactions;
import io.cosmosblog.adapters.cosmos.model.CosmosUsers;
import io.cosmosblog.adapters.cosmos.model.ModelContainers;
import io.cosmosblog.adapters.cosmos.model.ReactionSweep;
import io.cosmosblog.adapters.cosmos.provisioning.ContainerSpec;
import io.cosmosblog.adapters.cosmos.provisioning.ContainerSpec.Role;
import io.cosmosblog.adapters.cosmos.provisioning.IndexingPolicies;
import io.cosmosblog.adapters.cosmos.provisioning.Script;
import io.cosmosblog.adapters.cosmos.v3.mirror.FeedChanges;
import io.cosmosblog.adapters.cosmos.v3.mirror.MirroredFeedView;
import io.cosmosblog.adapters.cosmos.v3.mirror.StaleCopyWarning;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.Likes;
import io.cosmosblog.application.port.Posts;
import io.cosmosblog.application.port.StoragePorts;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.time.Duration;
import java.util.List;

/**
 * V3 on Cosmos DB: V2 ({@link CosmosDenormalizedModel}: names and counts on the posts), plus the
 * views stored and kept by the change feed: each user's posts copied beside the user, the newest
 * posts copied to {@code feed} and mirrored in this instance's memory ({@link MirroredFeedView}),
 * whose poller closes with the ports; health warns when that copy falls a minute behind. Why each
 * container has its partition key: docs/DESIGN.md.
 */
public final class CosmosV3Model implements CosmosModel {

    static final String USERS = "users";
    static final String POSTS = "posts";
    static final String FEED = "feed";

    @Override
    public DataModel dataModel() {
        return DataModel.V3;
    }

    /**
     * Each container indexes only what its queries filter or sort on; every query of posts or their
     * copies leaves tombstones out ({@code NOT IS_DEFINED(c.deleted)}), so those index {@code /deleted}.
     */
    @Override
    public List<ContainerSpec> containers() {
        return List.of(
                // A user's item, and short copies of their posts beside it, newest first (CosmosUserPostsView:
                // WHERE c.type = @type ... ORDER BY c.creationDate DESC, c.postId ASC, served by the composite index).
                new ContainerSpec(Role.USERS, USERS, "/userId",
                        only(List.of("/type/?", "/creationDate/?", "/postId/?", DELETED), newestFirst()), TOMBSTONES_EXPIRE),
                // A post and its comments and likes, oldest first (WHERE c.type = @type ORDER BY c.type, c.creationDate);
                // a user's older name copies (c.userId, c.userRevision: CosmosAuthorNameCopies, updateUsernames);
                // COUNT(1) and * WHERE c.type = @type for rebuilds; a user's comments and likes (c.type, c.userId) and
                // a post's (c.type IN (...)) for deletes.
                new ContainerSpec(Role.POSTS, POSTS, "/postId",
                        only(List.of("/type/?", "/creationDate/?", "/userId/?", "/userRevision/?", DELETED), oldestOfAType()),
                        TOMBSTONES_EXPIRE),
                // The newest posts' copies, one partition: ORDER BY c.creationDate DESC, c.postId ASC (CosmosFeedView
                // and the truncateFeed trigger's TOP 150, the same index).
                new ContainerSpec(Role.FEED, FEED, "/type",
                        only(List.of("/creationDate/?", "/postId/?", DELETED), newestFirst()), TOMBSTONES_EXPIRE),
                // The change feed processors' own queries: everything indexed, as the SDK expects of a lease container.
                new ContainerSpec(Role.LEASES, "leases", "/id", IndexingPolicies.everything(), NOTHING_EXPIRES),
                // Parked changes, read with SELECT * only.
                new ContainerSpec(Role.DEAD_LETTERS, "deadletters", "/id", IndexingPolicies.nothing(), NOTHING_EXPIRES));
    }

    /** The rename's stored procedure on {@code posts}, and the trigger that keeps the feed to its newest posts. */
    @Override
    public List<Script> scripts() {
        return List.of(Script.updateUsernames(POSTS), Script.truncateFeed(FEED));
    }

    @Override
    public Running open(ModelContainers containers) {
        CosmosDenormalizedModel shared = new CosmosDenormalizedModel(containers);
        CosmosFeedView stored = new CosmosFeedView(containers.feed(), shared.users());
        Duration pollDelay = containers.processors().feedPollDelay();
        Duration trustedFor = copyTrustedFor(pollDelay);
        // A pull longer than the copy is trusted for is hung: the next one starts instead.
        MirroredFeedView feed = new MirroredFeedView(stored, stored::read, new FeedChanges(containers, trustedFor), pollDelay,
                trustedFor);
        return withViews(containers, shared, feed);
    }

    /**
     * V2's ports with V3's views: each user's posts beside the user, and the feed, stored in its
     * container and mirrored in this instance's memory ({@code feed}).
     */
    public static Running withViews(ModelContainers containers, CosmosDenormalizedModel shared, MirroredFeedView feed) {
        ContainerGateway posts = shared.posts();
        return withViews(containers, shared, feed, new CosmosPosts(posts), CosmosReactions.likes(posts),
                ChangedPostHandling.toViews(new ReactionSweep(posts)));
    }

    /**
     * V3's views over posts and likes kept otherwise (V4: a hot post's likes in shards), with what
     * a changed post means to those views.
     */
    public static Running withViews(ModelContainers containers, CosmosDenormalizedModel shared, MirroredFeedView feed,
            Posts postsPort, Likes likes, ChangedPostHandling changedPosts) {
        ContainerGateway posts = shared.posts();
        StoragePorts ports = new StoragePorts(
                new CosmosUsers(shared.users()),
                postsPort,
                CosmosReactions.comments(posts),
                likes,
                new CosmosUserPostsView(shared.users()),
                feed,
                new CosmosAuthorNameCopies(posts),
                shared.projections(changedPosts),
                containers.parkedChanges(),
                containers.health().withWarning(new StaleCopyWarning(feed::staleness, StaleCopyWarning.LIMIT)));
        return new WithFeedMirror(ports, feed);
    }

    /**
     * How long after its last successful pull the in-memory copy of the feed still answers: a few
     * pulls may fail (a throttled moment) before the front page goes back to the store.
     */
    public static Duration copyTrustedFor(Duration pollDelay) {
        return pollDelay.multipliedBy(4).plusSeconds(1);
    }

    /** The ports, and the feed's mirror, whose staleness is a gauge and whose poller stops with them. */
    private record WithFeedMirror(StoragePorts ports, MirroredFeedView feed) implements Running {

        /** {@code blog_feed_copy_staleness_seconds}: how far behind the feed this instance's copy may be. */
        @Override
        public void bindTo(MeterRegistry registry) {
            Gauge.builder("blog.feed.copy.staleness", feed, copy -> copy.staleness().toMillis() / 1000.0)
                    .baseUnit("seconds")
                    .description("time since this instance's copy of the feed last pulled the feed's changes")
                    .register(registry);
        }

        @Override
        public void close() {
            try {
                Running.super.close();
            } finally {
                feed.close();
            }
        }
    }
}
