package io.cosmosblog.adapters.cosmos.ports;

import io.cosmosblog.adapters.cosmos.changefeed.CosmosProjectionDelivery.ProcessorSettings;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.gateway.HeadWrites;
import io.cosmosblog.adapters.cosmos.items.HeadItems;
import io.cosmosblog.adapters.cosmos.provisioning.Containers;
import io.cosmosblog.application.storage.metering.StorageMeter;
import io.cosmosblog.application.storage.plumbing.ReadYourWrites;
import java.time.Duration;

/**
 * One store's containers, opened as every data model opens them: a gateway per container with
 * the store's request timeout and meter; users and posts metered under their logical names
 * (whatever the model's container is called) and reading the client's session. The one class
 * of the model factories that holds the SDK's containers.
 *
 * @param requestTimeout the longest one store operation may take
 * @param processors     how the change feed processors of the models that have them run
 */
public record Gateways(Containers containers, Duration requestTimeout, ProcessorSettings processors, StorageMeter meter,
        ReadYourWrites readYourWrites) {

    /** {@code users}, each write of a user reported to {@code written}: the change feed will project it. */
    public ContainerGateway users(HeadWrites written) {
        return inSession(ContainerGateway.watched(containers.users(), requestTimeout, meter,
                HeadItems.USERS.type(), written), HeadItems.USERS);
    }

    /** {@code posts}, each write of a post reported to {@code written}: the change feed will project it. */
    public ContainerGateway posts(HeadWrites written) {
        return inSession(ContainerGateway.watched(containers.posts(), requestTimeout, meter,
                HeadItems.POSTS.type(), written), HeadItems.POSTS);
    }

    /** {@code users}, whose writes nobody projects. */
    public ContainerGateway users() {
        return inSession(ContainerGateway.unwatched(containers.users(), requestTimeout, meter), HeadItems.USERS);
    }

    /** {@code posts}, whose writes nobody projects. */
    public ContainerGateway posts() {
        return inSession(ContainerGateway.unwatched(containers.posts(), requestTimeout, meter), HeadItems.POSTS);
    }

    /** The feed's copies, which only the projections write. */
    public ContainerGateway feed() {
        return ContainerGateway.unwatched(containers.requiredFeed(), requestTimeout, meter);
    }

    /** The change feed processors' leases, for what the projections keep beside them ({@code views.rebuilt}). */
    public ContainerGateway leases() {
        return ContainerGateway.unwatched(containers.leases().orElseThrow(
                () -> new IllegalStateException("the " + containers.model() + " model has no change feed to follow")), requestTimeout, meter);
    }

    public CosmosParkedChanges parkedChanges() {
        return new CosmosParkedChanges(ContainerGateway.unwatched(containers.deadLetters(), requestTimeout, meter));
    }

    public CosmosHealth health() {
        return new CosmosHealth(containers);
    }

    private ContainerGateway inSession(ContainerGateway gateway, HeadItems<?> heads) {
        return gateway.meteredAs(heads.container()).withSessions(readYourWrites);
    }
}
