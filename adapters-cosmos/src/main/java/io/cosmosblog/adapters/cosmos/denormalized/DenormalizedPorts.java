package io.cosmosblog.adapters.cosmos.denormalized;

import io.cosmosblog.adapters.cosmos.changefeed.CosmosProjectionDelivery;
import io.cosmosblog.adapters.cosmos.changefeed.ViewsRebuilt;
import io.cosmosblog.adapters.cosmos.changefeed.PendingWrites;
import io.cosmosblog.adapters.cosmos.changefeed.PostChanges;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.items.ReactionItems;
import io.cosmosblog.adapters.cosmos.ports.CosmosHealth;
import io.cosmosblog.adapters.cosmos.ports.CosmosParkedChanges;
import io.cosmosblog.adapters.cosmos.ports.CosmosUsers;
import io.cosmosblog.adapters.cosmos.ports.Gateways;
import io.cosmosblog.application.storage.FeedView;
import io.cosmosblog.application.storage.StoragePorts;
import io.cosmosblog.application.storage.UserPostsView;
import io.cosmosblog.application.storage.plumbing.ContinuationScope;
import io.cosmosblog.application.storage.plumbing.ProjectionAttempts;
import java.time.Clock;
import java.time.Duration;

/**
 * What V2 and V3 share: posts, comments and likes carry their author's name, and posts their
 * counts, kept by transactional batches and, for renames, by the change feed processors on users
 * and posts. Each model adds its views and what a changed post means to it ({@link PostChanges}).
 */
public final class DenormalizedPorts {

    private static final int PROJECTION_ATTEMPTS = 5;

    private final Gateways gateways;
    private final PendingWrites pending = new PendingWrites();
    private final ContainerGateway users;
    private final ContainerGateway posts;

    public DenormalizedPorts(Gateways gateways) {
        this.gateways = gateways;
        this.users = gateways.users(pending);
        this.posts = gateways.posts(pending);
    }

    public ContainerGateway users() {
        return users;
    }

    public ContainerGateway posts() {
        return posts;
    }

    public StoragePorts with(UserPostsView userPosts, FeedView feed, PostChanges postChanges) {
        return with(userPosts, feed, postChanges, gateways.health());
    }

    /** With a health of the model's own: one that also warns of a view's copy falling behind. */
    public StoragePorts with(UserPostsView userPosts, FeedView feed, PostChanges postChanges, CosmosHealth health) {
        CosmosParkedChanges parked = gateways.parkedChanges();
        ProjectionAttempts attempts = new ProjectionAttempts(parked, PROJECTION_ATTEMPTS, Duration.ofMillis(20), Clock.systemUTC());
        return new StoragePorts(
                new CosmosUsers(users),
                new CosmosPosts(posts),
                new CosmosReactions<>(posts, ReactionItems.COMMENTS, ContinuationScope::commentsOn),
                new CosmosReactions<>(posts, ReactionItems.LIKES, ContinuationScope::likesOn),
                userPosts,
                feed,
                new CosmosAuthorNameCopies(posts),
                new CosmosProjectionDelivery(gateways.containers(), gateways.processors(), pending, gateways.meter(),
                        attempts, postChanges, new ViewsRebuilt(gateways.leases())),
                parked,
                health);
    }
}
