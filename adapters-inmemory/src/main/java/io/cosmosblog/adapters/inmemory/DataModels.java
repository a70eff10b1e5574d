package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.adapters.inmemory.container.Journal;
import io.cosmosblog.adapters.inmemory.ports.ModelPorts;
import io.cosmosblog.adapters.inmemory.v1.V1Ports;
import io.cosmosblog.adapters.inmemory.v2.V2Ports;
import io.cosmosblog.adapters.inmemory.v3.V3Ports;
import io.cosmosblog.application.storage.DataModel;
import io.cosmosblog.application.storage.metering.StorageMeter;

/** The one place a data model picks its factory: every store, in memory or local, opens its ports here. */
public final class DataModels {

    private DataModels() {
    }

    /** {@code model}'s ports on new, empty containers writing through {@code journal}. */
    public static ModelPorts open(DataModel model, StorageMeter meter, Journal journal, int physicalPartitions) {
        if (physicalPartitions < 1) {
            throw new IllegalArgumentException("the posts need at least one physical partition, not " + physicalPartitions);
        }
        return switch (model) {
            case V1 -> new V1Ports(meter, journal, physicalPartitions);
            case V2 -> new V2Ports(meter, journal, physicalPartitions);
            case V3 -> new V3Ports(meter, journal);
        };
    }
}
