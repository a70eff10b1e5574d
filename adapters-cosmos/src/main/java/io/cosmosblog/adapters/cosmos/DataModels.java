package io.cosmosblog.adapters.cosmos;

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
