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

    /** Where a script runs from. */
    public enum ScriptKind {
        STORED_PROCEDURE,
        /** A post-trigger on every operation (Cosmos DB's trigger type Post, operation All). */
        POST_TRIGGER
    }

    /**
     * One server-side script, under the versioned id the service looks for.
     *
     * @param id        e.g. {@code updateUsernames-1a2b3c4d5e6f}
     * @param container the container it belongs to
     * @param body      the JavaScript, byte for byte as the service compares it
     */
    public record Script(String id, ScriptKind kind, String container, String body) {

        /** The stored procedure that rewrites a user's name in one post's partition ({@code updateUsernames}), on {@code posts}. */
        public static Script updateUsernames(String posts) {
            return new Script(Scripts.UPDATE_USERNAMES, ScriptKind.STORED_PROCEDURE, posts, Scripts.body(Scripts.UPDATE_USERNAMES));
        }

        /** The post-trigger that keeps only the newest copies ({@code truncateFeed}), on {@code feed}. */
        public static Script truncateFeed(String feed) {
            return new Script(Scripts.TRUNCATE_FEED, ScriptKind.POST_TRIGGER, feed, Scripts.body(Scripts.TRUNCATE_FEED));
        }
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
