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
import java.util.Objects;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The V3 model's containers: users /userId, posts /postId, feed /type, leases /id, and deadletters
 * /id for parked changes. Created when
 * missing; when they exist, checked, because Cosmos DB hands back an existing container as it is:
 * a missing composite index (the newest-first listings need it, or their query is refused) is
 * added by replacing the indexing policy; another partition key cannot be changed in place and
 * stops the start with a message naming the container and the difference.
 */
record Containers(CosmosAsyncDatabase database, CosmosAsyncContainer users, CosmosAsyncContainer posts,
        CosmosAsyncContainer feed, CosmosAsyncContainer leases, CosmosAsyncContainer deadLetters) {

    private static final Logger LOG = LoggerFactory.getLogger(Containers.class);

    static Containers ensure(CosmosAsyncClient client, String databaseName) {
        client.createDatabaseIfNotExists(databaseName).block();
        CosmosAsyncDatabase database = client.getDatabase(databaseName);
        return new Containers(database,
                ensure(database, "users", "/userId", newestFirst()),
                ensure(database, "posts", "/postId", everything()),
                ensure(database, "feed", "/type", newestFirst()),
                ensure(database, "leases", "/id", everything()),
                ensure(database, "deadletters", "/id", everything()));
    }

    private static CosmosAsyncContainer ensure(CosmosAsyncDatabase database, String name, String key, IndexingPolicy policy) {
        CosmosContainerProperties found = database
                .createContainerIfNotExists(new CosmosContainerProperties(name, key).setIndexingPolicy(policy))
                .block().getProperties();
        List<String> keys = found.getPartitionKeyDefinition().getPaths();
        if (!keys.equals(List.of(key))) {
            throw new IllegalStateException("container '" + name + "' of database '" + database.getId()
                    + "' is partitioned by " + String.join(", ", keys) + " but this service needs " + key
                    + "; a partition key cannot be changed in place: move the data to a new container or use another database");
        }
        CosmosAsyncContainer container = database.getContainer(name);
        if (!hasComposites(found.getIndexingPolicy(), policy)) {
            LOG.warn("container '{}' lacks the composite index its queries need; adding it to its indexing policy", name);
            container.replace(found.setIndexingPolicy(policy)).block();
        }
        return container;
    }

    private static boolean hasComposites(IndexingPolicy found, IndexingPolicy needed) {
        List<List<String>> present = found == null ? List.of() : shapes(found.getCompositeIndexes());
        return present.containsAll(shapes(needed.getCompositeIndexes()));
    }

    private static List<List<String>> shapes(List<List<CompositePath>> composites) {
        return Objects.requireNonNullElse(composites, List.<List<CompositePath>>of()).stream()
                .map(paths -> paths.stream().map(path -> path.getPath() + " " + path.getOrder()).toList())
                .toList();
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
