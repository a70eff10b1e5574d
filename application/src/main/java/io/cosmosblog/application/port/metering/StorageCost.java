package io.cosmosblog.application.port.metering;

import java.time.Duration;

/**
 * What serving one request cost the store, the article's way: operations issued, distinct
 * logical partitions touched, the request charge in RU (zero where the store has none), time, and
 * the bytes of the write requests sent (zero where the store has none to send).
 */
public record StorageCost(int operations, int partitions, double requestCharge, Duration storeTime, long bytesWritten) {

    public static final StorageCost NONE = new StorageCost(0, 0, 0, Duration.ZERO);

    /** A cost that wrote nothing, or whose store does not say. */
    public StorageCost(int operations, int partitions, double requestCharge, Duration storeTime) {
        this(operations, partitions, requestCharge, storeTime, 0);
    }
}
