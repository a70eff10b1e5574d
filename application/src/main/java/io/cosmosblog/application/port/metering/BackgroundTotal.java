package io.cosmosblog.application.port.metering;

import java.time.Duration;

/** The sum of every background tally; partitions add up per tally, as each projection step touches its own. */
final class BackgroundTotal {

    private int operations;
    private int partitions;
    private double requestCharge;
    private long nanos;
    private long bytesWritten;

    synchronized void add(StorageCost cost) {
        operations += cost.operations();
        partitions += cost.partitions();
        requestCharge += cost.requestCharge();
        nanos += cost.storeTime().toNanos();
        bytesWritten += cost.bytesWritten();
    }

    synchronized StorageCost total() {
        return new StorageCost(operations, partitions, requestCharge, Duration.ofNanos(nanos), bytesWritten);
    }
}
