package io.cosmosblog.adapters.cosmos;

import com.azure.cosmos.CosmosAsyncContainer;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.gateway.HeadWrites;
import io.cosmosblog.adapters.cosmos.items.HeadItems;
import io.cosmosblog.adapters.cosmos.ports.CosmosHealth;
import io.cosmosblog.adapters.cosmos.ports.CosmosParkedChanges;
import io.cosmosblog.adapters.cosmos.provisioning.Containers;
import io.cosmosblog.adapters.cosmos.v3.mirror.FeedChanges;
import io.cosmosblog.application.storage.metering.StorageMeter;
import io.cosmosblog.application.storage.plumbing.ReadYourWrites;

/**
 * One store's containers, opened as every data model opens them: a gateway per container with
 * the store's request timeout and meter; users and posts metered under their logical names
 * (whatever the model's container is called) and reading the client's session. The one class
 * of the model factories that holds the SDK's containers.
 */
record Gateways(Containers containers, CosmosSettings settings, StorageMeter meter, ReadYourWrites readYourWrites) {

    /** {@code users}, each write of a user reported to {@code written}: the change feed will project it. */
    ContainerGateway users(HeadWrites written) {
        return inSession(ContainerGateway.watched(containers.users(), settings.requestTimeout(), meter,
                HeadItems.USERS.type(), written), HeadItems.USERS);
    }

    /** {@code posts}, each write of a post reported to {@code written}: the change feed will project it. */
    ContainerGateway posts(HeadWrites written) {
        return inSession(ContainerGateway.watched(containers.posts(), settings.requestTimeout(), meter,
                HeadItems.POSTS.type(), written), HeadItems.POSTS);
    }

    /** {@code users}, whose writes nobody projects. */
    ContainerGateway users() {
        return inSession(ContainerGateway.unwatched(containers.users(), settings.requestTimeout(), meter), HeadItems.USERS);
    }

    /** {@code posts}, whose writes nobody projects. */
    ContainerGateway posts() {
        return inSession(ContainerGateway.unwatched(containers.posts(), settings.requestTimeout(), meter), HeadItems.POSTS);
    }

    /** The feed's copies, which only the projections write. */
    ContainerGateway feed() {
        return ContainerGateway.unwatched(feedContainer(), settings.requestTimeout(), meter);
    }

    /** The change feed of the feed's copies, which each instance pulls for its copy in memory. */
    FeedChanges feedChanges() {
        return new FeedChanges(feedContainer());
    }

    CosmosParkedChanges parkedChanges() {
        return new CosmosParkedChanges(ContainerGateway.unwatched(containers.deadLetters(), settings.requestTimeout(), meter));
    }

    CosmosHealth health() {
        return new CosmosHealth(containers);
    }

    private ContainerGateway inSession(ContainerGateway gateway, HeadItems<?> heads) {
        return gateway.meteredAs(heads.container()).withSessions(readYourWrites);
    }

    private CosmosAsyncContainer feedContainer() {
        return containers.feed().orElseThrow(() -> new IllegalStateException("the " + containers.model() + " model has no feed"));
    }
}
