package io.cosmosblog.adapters.cosmos.v1;

import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.items.ReactionItems;
import io.cosmosblog.adapters.cosmos.ports.CosmosUsers;
import io.cosmosblog.adapters.cosmos.ports.Gateways;
import io.cosmosblog.adapters.cosmos.ports.ModelPorts;
import io.cosmosblog.adapters.cosmos.query.FeedByQuery;
import io.cosmosblog.adapters.cosmos.query.UserPostsByQuery;
import io.cosmosblog.application.storage.ProjectionDelivery;
import io.cosmosblog.application.storage.StoragePorts;
import io.cosmosblog.application.storage.plumbing.ContinuationScope;

/**
 * V1: users and posts stored once, nothing copied, so nothing projected: each read looks up
 * what V2 and V3 copy (names, counts), and the views are queries across the posts.
 */
public final class V1Ports implements ModelPorts {

    private final StoragePorts ports;

    public V1Ports(Gateways gateways) {
        ContainerGateway users = gateways.users();
        ContainerGateway posts = gateways.posts();
        AuthorsAndCounts lookedUp = new AuthorsAndCounts(users, posts);
        this.ports = new StoragePorts(
                new CosmosUsers(users),
                new V1Posts(posts, lookedUp),
                new V1Reactions<>(posts, lookedUp, ReactionItems.COMMENTS, ContinuationScope::commentsOn),
                new V1Reactions<>(posts, lookedUp, ReactionItems.LIKES, ContinuationScope::likesOn),
                new UserPostsByQuery(posts, lookedUp::posts),
                new FeedByQuery(posts, lookedUp::posts),
                // No copy of a name anywhere: a rename is the user item's replace, and that is all.
                user -> { },
                ProjectionDelivery.NONE, // nothing copied, so nothing to project
                gateways.parkedChanges(),
                gateways.health());
    }

    @Override
    public StoragePorts ports() {
        return ports;
    }
}
