package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.adapters.cosmos.changefeed.PostChanges;
import io.cosmosblog.adapters.cosmos.query.FeedByQuery;
import io.cosmosblog.adapters.cosmos.query.PostsFromItems;
import io.cosmosblog.adapters.cosmos.query.UserPostsByQuery;
import io.cosmosblog.application.storage.StoragePorts;

/**
 * V2: names and counts on the posts, kept by batches and the change feed ({@link DenormalizedPorts});
 * no views stored: a user's posts and the feed are queries across the posts, which read as stored.
 */
final class V2Ports implements ModelPorts {

    private final StoragePorts ports;

    V2Ports(Gateways gateways) {
        DenormalizedPorts shared = new DenormalizedPorts(gateways);
        this.ports = shared.with(
                new UserPostsByQuery(shared.posts(), PostsFromItems.AS_STORED),
                new FeedByQuery(shared.posts(), PostsFromItems.AS_STORED),
                PostChanges.NOTED);
    }

    @Override
    public StoragePorts ports() {
        return ports;
    }
}
