package io.cosmosblog.adapters.cosmos.provisioning;

import com.azure.cosmos.models.CosmosContainerProperties;
import com.azure.cosmos.models.IndexingPolicy;

/**
 * One container as a data model declares it, and as {@link Provisioner} creates or checks it and
 * {@link AzureSetup} describes it.
 *
 * @param role             what the model keeps in it
 * @param name             its id in the database
 * @param partitionKeyPath e.g. {@code /userId}
 * @param policy           what it indexes ({@link IndexingPolicies} has the building blocks)
 * @param expiring         it holds deleted posts' tombstones, so its time to live is on
 *                         ({@link #EACH_ITEM_ITS_OWN}): only items with a {@code ttl} of their own expire
 */
public record ContainerSpec(Role role, String name, String partitionKeyPath, IndexingPolicy policy, boolean expiring) {

    /** What a container holds; a model has at most one container of each. */
    public enum Role {
        USERS, POSTS,
        /** The newest posts' copies (V3). */
        FEED,
        /** The change feed processors' leases (V2, V3). */
        LEASES,
        /** Parked changes. */
        DEAD_LETTERS
    }

    /** For {@code expiring}: deleted posts' tombstones are kept there, and expire. */
    public static final boolean TOMBSTONES_EXPIRE = true;
    /** For {@code expiring}: nothing there carries a {@code ttl}. */
    public static final boolean NOTHING_EXPIRES = false;

    /**
     * A container's default time to live of -1: the feature on, but nothing expires unless it says
     * so in its own {@code ttl} (a tombstone does); without it on, Cosmos DB ignores every item's {@code ttl}.
     */
    static final int EACH_ITEM_ITS_OWN = -1;

    CosmosContainerProperties properties() {
        CosmosContainerProperties properties = new CosmosContainerProperties(name, partitionKeyPath).setIndexingPolicy(policy);
        return expiring ? properties.setDefaultTimeToLiveInSeconds(EACH_ITEM_ITS_OWN) : properties;
    }
}
