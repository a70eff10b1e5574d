package io.cosmosblog.tools.bench;

import io.cosmosblog.application.port.metering.StorageCost;

/** What the projections spent, per write of one kind: the article's "denormalizing" cost. */
record ProjectionCost(String scenario, int writes, double operations, double requestCharge, double bytesWritten) {

    static ProjectionCost between(String scenario, int writes, StorageCost before, StorageCost after) {
        return new ProjectionCost(scenario, writes,
                (after.operations() - before.operations()) / (double) writes,
                (after.requestCharge() - before.requestCharge()) / writes,
                (after.bytesWritten() - before.bytesWritten()) / (double) writes);
    }
}
