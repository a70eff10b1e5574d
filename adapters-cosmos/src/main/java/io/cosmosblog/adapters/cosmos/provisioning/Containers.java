package io.cosmosblog.adapters.cosmos.provisioning;

import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.CosmosAsyncDatabase;
import com.azure.cosmos.models.CosmosContainerProperties;
import com.azure.cosmos.models.IndexingPolicy;
import java.util.List;

/**
 * The V3 model's containers, as {@link Provisioner#open} hands them out: users /userId, posts
 * /postId, feed /type, leases /id, and deadletters /id for parked changes, each with the indexing
 * policy of {@link IndexingPolicies} ({@link #SPECS}, which {@link AzureSetup} reads too).
 */
public record Containers(CosmosAsyncDatabase database, CosmosAsyncContainer users, CosmosAsyncContainer posts,
        CosmosAsyncContainer feed, CosmosAsyncContainer leases, CosmosAsyncContainer deadLetters) {

    /** One container as this service needs it. */
    record Spec(String name, String partitionKey, IndexingPolicy policy) {

        CosmosContainerProperties properties() {
            return new CosmosContainerProperties(name, partitionKey).setIndexingPolicy(policy);
        }
    }

    /** In the order of the record's components. */
    static final List<Spec> SPECS = List.of(
            new Spec("users", "/userId", IndexingPolicies.users()),
            new Spec("posts", "/postId", IndexingPolicies.posts()),
            new Spec("feed", "/type", IndexingPolicies.feed()),
            new Spec("leases", "/id", IndexingPolicies.leases()),
            new Spec("deadletters", "/id", IndexingPolicies.deadLetters()));

    static Containers of(CosmosAsyncDatabase database) {
        return new Containers(database, database.getContainer("users"), database.getContainer("posts"),
                database.getContainer("feed"), database.getContainer("leases"), database.getContainer("deadletters"));
    }
}
