package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.adapters.cosmos.ports.Gateways;
import io.cosmosblog.adapters.cosmos.ports.ModelPorts;
import io.cosmosblog.adapters.cosmos.v1.V1Ports;
import io.cosmosblog.adapters.cosmos.v2.V2Ports;
import io.cosmosblog.adapters.cosmos.v3.V3Ports;
import io.cosmosblog.application.storage.DataModel;

/** The one place a data model picks its ports factory on Cosmos DB (the provisioning data aside). */
final class DataModels {

    private DataModels() {
    }

    static ModelPorts open(DataModel model, Gateways gateways) {
        return switch (model) {
            case V1 -> new V1Ports(gateways);
            case V2 -> new V2Ports(gateways);
            case V3 -> new V3Ports(gateways);
        };
    }
}
