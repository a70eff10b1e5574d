package io.cosmosblog.adapters.cosmos.provisioning;

import io.cosmosblog.application.port.DataModel;
import java.util.List;

/**
 * What one data model needs in the account: its containers and the server-side scripts that live
 * in them. Each model's class declares it ({@code CosmosV3Model}, ...); provisioning and Azure
 * setup read only this, so they stay below the models that use them.
 */
public interface ModelDeclaration {

    DataModel dataModel();

    /** Its containers, in the order the service opens them. */
    List<ContainerSpec> containers();

    /** The server-side scripts it runs, each under its versioned id, in the container it belongs to. */
    List<Script> scripts();

    /** Its container that holds {@code role}; asking for one it has not is a mistake. */
    default ContainerSpec container(ContainerSpec.Role role) {
        return containers().stream().filter(spec -> spec.role() == role).findFirst()
                .orElseThrow(() -> new IllegalStateException("the " + dataModel() + " model has no " + role + " container"));
    }
}
