package io.cosmosblog.adapters.cosmos.denormalized;

import io.cosmosblog.adapters.cosmos.changefeed.ChangedPostHandling;
import io.cosmosblog.adapters.cosmos.changefeed.CosmosProjectionDelivery;
import io.cosmosblog.adapters.cosmos.changefeed.PendingWrites;
import io.cosmosblog.adapters.cosmos.changefeed.ViewsRebuilt;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.model.ModelContainers;
import io.cosmosblog.application.port.ProjectionDelivery;
import io.cosmosblog.application.port.plumbing.ProjectionAttempts;
import java.time.Clock;
import java.time.Duration;

/**
 * What V2 and V3 share beside the port classes of this package ({@link CosmosPosts},
 * {@link CosmosAuthorNameCopies}): posts, comments and likes carry their author's name, and posts
 * their counts, kept by transactional batches and, for renames, by the change feed processors on
 * users and posts. So both models write through gateways that tell the processors what they owe
 * ({@link #users}, {@link #posts}), and run those processors ({@link #projections}). Built once
 * per store; each model names its ports itself.
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
     * The change feed processors on users and posts, with what a changed post means to the model;
     * a change that fails five times is parked.
     */
    public ProjectionDelivery projections(ChangedPostHandling changedPosts) {
        ProjectionAttempts attempts = new ProjectionAttempts(containers.parkedChanges(), PROJECTION_ATTEMPTS, Duration.ofMillis(20),
                Clock.systemUTC());
        return new CosmosProjectionDelivery(containers, containers.processors(), pending, containers.meter(),
                attempts, changedPosts, new ViewsRebuilt(containers.leases()));
    }
}
