package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.health.StorageHealth;
import java.time.Duration;

/** Ready when the database answers a read: the account is reachable and the key is accepted. */
final class CosmosHealth implements StorageHealth {

    private static final Duration TIMEOUT = Duration.ofSeconds(5);

    private final Containers containers;

    CosmosHealth(Containers containers) {
        this.containers = containers;
    }

    @Override
    public boolean isReady() {
        try {
            return containers.database().read().block(TIMEOUT) != null;
        } catch (RuntimeException unreachable) {
            return false;
        }
    }
}
