package io.cosmosblog.application.port;

import java.util.List;

/** Whether the storage behind the ports can serve requests now, for the service's health check. */
public interface StorageHealth {

    boolean isReady();

    /**
     * What an operator must know although the storage serves, one sentence each: for example that
     * it refuses writes, being nearly full, or that a copy it answers from is falling behind. Empty
     * when all is well.
     */
    default List<String> warnings() {
        return List.of();
    }

    /** Whether it refuses writes while it serves reads (full): one of the {@link #warnings()}, and the only one clients are told of. */
    default boolean refusesWrites() {
        return false;
    }
}
