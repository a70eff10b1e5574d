package io.cosmosblog.adapters.cosmos.provisioning;

import java.util.List;

/**
 * What this build needs in the account, told to whoever creates it through Azure Resource Manager
 * (the Azure CLI) because the service may not: with Microsoft Entra ID and a data-plane role it
 * cannot create databases, containers or scripts, and starts with {@link Provisioning#VERIFY}.
 * Everything here comes from each model's declaration (its {@code CosmosV1Model}, {@code CosmosV2Model},
 * {@code CosmosV3Model}), which {@link Provisioner} creates and verifies too, so the two cannot
 * drift: the same partition keys and indexing policies, the same versioned script ids and bodies.
 */
public final class AzureSetup {

    /**
     * One container.
     *
     * @param name             its id in the database
     * @param partitionKeyPath e.g. {@code /userId}
     * @param indexingPolicy   its indexing policy as Azure Resource Manager takes it (JSON)
     * @param throughput       what it gets of its own; {@link Throughput#NONE}: nothing (serverless or shared)
     * @param expiring         whether its time to live must be on (-1: only items with a {@code ttl} of their own
     *                         expire): it holds deleted posts' tombstones
     */
    public record Container(String name, String partitionKeyPath, String indexingPolicy, Throughput throughput, boolean expiring) {
    }

    private AzureSetup() {
    }

    /** The containers of {@code model}, in the order the service opens them, each with {@code throughput}. */
    public static List<Container> containers(ModelDeclaration model, Throughput throughput) {
        return model.containers().stream()
                .map(spec -> new Container(spec.name(), spec.partitionKeyPath(), IndexingPolicyJson.of(spec.policy()), throughput,
                        spec.expiring()))
                .toList();
    }

    /** The scripts of {@code model} as {@link Provisioner} registers them. */
    public static List<Script> scripts(ModelDeclaration model) {
        return model.scripts();
    }
}
