package io.cosmosblog.adapters.cosmos.denormalized;

import io.cosmosblog.adapters.cosmos.changefeed.ChangedPostHandling;
import io.cosmosblog.adapters.cosmos.changefeed.CosmosProjectionDelivery;
import io.cosmosblog.adapters.cosmos.changefeed.PendingWrites;
import io.cosmosblog.adapters.cosmos.changefeed.ViewsRebuilt;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.items.ReactionItems;
import io.cosmosblog.adapters.cosmos.model.CosmosHealth;
import io.cosmosblog.adapters.cosmos.model.CosmosParkedChanges;
import io.cosmosblog.adapters.cosmos.model.CosmosReactions;
import io.cosmosblog.adapters.cosmos.model.CosmosUsers;
import io.cosmosblog.adapters.cosmos.model.ModelContainers;
import io.cosmosblog.application.port.FeedView;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.UserPostsView;
import io.cosmosblog.application.port.plumbing.ContinuationScope;
import io.cosmosblog.application.port.plumbing.ProjectionAttempts;
import java.time.Clock;
import java.time.Duration;

/**
 * What V2 and V3 share: posts, comments and likes carry their author's name, and posts their
 * counts, kept by transactional batches and, for renames, by the change feed processors on users
 * and posts. Built once per store; each model then adds its views and what a changed post means
 * to it ({@link #ports}).
 */
public final class CosmosDenormalizedModel {

    private static final int PROJECTION_ATTEMPTS = 5;

    private final ModelContainers containers;
    private final PendingWrites pending = new PendingWrites();
    private final ContainerGateway users;
    private final ContainerGateway posts;

    public CosmosDenormalizedModel(ModelContainers containers) {
        this.containers = containers;
        this.users = containers.users(pending);
        this.posts = containers.posts(pending);
    }

    /** {@code users}, its writes owed to the change feed. */
    public ContainerGateway users() {
        return users;
    }

    /** {@code posts}, its writes owed to the change feed. */
    public ContainerGateway posts() {
        return posts;
    }

    /**
     * The ports, with the model's views, what a changed post means to it, and its health (one
     * that also warns of a view's copy falling behind, or {@link ModelContainers#health()}).
     */
    public StoragePorts ports(UserPostsView userPosts, FeedView feed, ChangedPostHandling changedPosts, CosmosHealth health) {
        CosmosParkedChanges parked = containers.parkedChanges();
        ProjectionAttempts attempts = new ProjectionAttempts(parked, PROJECTION_ATTEMPTS, Duration.ofMillis(20), Clock.systemUTC());
        return new StoragePorts(
                new CosmosUsers(users),
                new CosmosPosts(posts),
                CosmosReactions.comments(posts),
                CosmosReactions.likes(posts),
                userPosts,
                feed,
                new CosmosAuthorNameCopies(posts),
                new CosmosProjectionDelivery(containers, containers.processors(), pending, containers.meter(),
                        attempts, changedPosts, new ViewsRebuilt(containers.leases())),
                parked,
                health);
    }
}
