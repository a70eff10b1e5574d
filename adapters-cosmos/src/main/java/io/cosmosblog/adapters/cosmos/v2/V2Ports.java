package io.cosmosblog.adapters.cosmos.v2;

import io.cosmosblog.adapters.cosmos.changefeed.PostChanges;
import io.cosmosblog.adapters.cosmos.denormalized.DenormalizedPorts;
import io.cosmosblog.adapters.cosmos.ports.Gateways;
import io.cosmosblog.adapters.cosmos.ports.ModelPorts;
import io.cosmosblog.adapters.cosmos.ports.ReactionSweep;
import io.cosmosblog.adapters.cosmos.query.FeedByQuery;
import io.cosmosblog.adapters.cosmos.query.PostsFromItems;
import io.cosmosblog.adapters.cosmos.query.UserPostsByQuery;
import io.cosmosblog.application.storage.StoragePorts;

/**
 * V2: names and counts on the posts, kept by batches and the change feed ({@link DenormalizedPorts});
 * no views stored: a user's posts and the feed are queries across the posts, which read as stored.
 */
public final class V2Ports implements ModelPorts {

    private final StoragePorts ports;

    public V2Ports(Gateways gateways) {
        DenormalizedPorts shared = new DenormalizedPorts(gateways);
        this.ports = shared.with(
                new UserPostsByQuery(shared.posts(), PostsFromItems.AS_STORED),
                new FeedByQuery(shared.posts(), PostsFromItems.AS_STORED),
                PostChanges.namesOnly(new ReactionSweep(shared.posts())));
    }

    @Override
    public StoragePorts ports() {
        return ports;
    }
}
