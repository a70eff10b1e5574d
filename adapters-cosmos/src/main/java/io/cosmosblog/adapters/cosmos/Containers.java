package io.cosmosblog.adapters.cosmos;

import com.azure.cosmos.CosmosAsyncClient;
import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.CosmosAsyncDatabase;
import com.azure.cosmos.models.CompositePath;
import com.azure.cosmos.models.CompositePathSortOrder;
import com.azure.cosmos.models.CosmosContainerProperties;
import com.azure.cosmos.models.IncludedPath;
import com.azure.cosmos.models.IndexingPolicy;
import java.util.List;

/** The V3 model's containers, created when missing: users /userId, posts /postId, feed /type, leases /id. */
record Containers(CosmosAsyncDatabase database, CosmosAsyncContainer users, CosmosAsyncContainer posts,
        CosmosAsyncContainer feed, CosmosAsyncContainer leases) {

    static Containers ensure(CosmosAsyncClient client, String databaseName) {
        client.createDatabaseIfNotExists(databaseName).block();
        CosmosAsyncDatabase database = client.getDatabase(databaseName);
        return new Containers(database,
                ensure(database, "users", "/userId", newestFirst()),
                ensure(database, "posts", "/postId", everything()),
                ensure(database, "feed", "/type", newestFirst()),
                ensure(database, "leases", "/id", everything()));
    }

    private static CosmosAsyncContainer ensure(CosmosAsyncDatabase database, String name, String key, IndexingPolicy policy) {
        database.createContainerIfNotExists(new CosmosContainerProperties(name, key).setIndexingPolicy(policy)).block();
        return database.getContainer(name);
    }

    private static IndexingPolicy everything() {
        return new IndexingPolicy().setIncludedPaths(List.of(new IncludedPath("/*")));
    }

    /** Short posts are listed newest first with the post id breaking ties: an ORDER BY on two paths needs this index. */
    private static IndexingPolicy newestFirst() {
        return everything().setCompositeIndexes(List.of(List.of(
                new CompositePath().setPath("/creationDate").setOrder(CompositePathSortOrder.DESCENDING),
                new CompositePath().setPath("/postId").setOrder(CompositePathSortOrder.ASCENDING))));
    }
}
