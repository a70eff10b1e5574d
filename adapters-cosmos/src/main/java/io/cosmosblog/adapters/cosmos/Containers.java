package io.cosmosblog.adapters.cosmos;

import com.azure.cosmos.CosmosAsyncClient;
import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.CosmosAsyncDatabase;
import com.azure.cosmos.CosmosException;
import com.azure.cosmos.models.CosmosContainerProperties;
import com.azure.cosmos.models.IndexingPolicy;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The V3 model's containers: users /userId, posts /postId, feed /type, leases /id, and deadletters
 * /id for parked changes, each with the indexing policy of {@link IndexingPolicies}.
 * <p>
 * {@link Provisioning#CREATE}: created when missing (with {@link CosmosSettings#throughput()}); when
 * they exist, checked, because Cosmos DB hands back an existing container as it is: an indexing
 * policy that differs from the intended one is replaced (logged at WARN; Cosmos DB re-indexes in the
 * background); another partition key cannot be changed in place and stops the start with a message
 * naming the container and the difference.
 * <p>
 * {@link Provisioning#VERIFY}: nothing is created or changed; the start stops with one message
 * listing everything missing or different, scripts included.
 */
record Containers(CosmosAsyncDatabase database, CosmosAsyncContainer users, CosmosAsyncContainer posts,
        CosmosAsyncContainer feed, CosmosAsyncContainer leases, CosmosAsyncContainer deadLetters) {

    private static final Logger LOG = LoggerFactory.getLogger(Containers.class);
    private static final int NOT_FOUND = 404;

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

    /** The database's containers and scripts, created, fixed or verified as {@code settings.provisioning()} says. */
    static Containers open(CosmosAsyncClient client, CosmosSettings settings) {
        return settings.provisioning() == Provisioning.VERIFY
                ? verify(client, settings.database())
                : create(client, settings.database(), settings.throughput());
    }

    private static Containers create(CosmosAsyncClient client, String databaseName, Throughput throughput) {
        client.createDatabaseIfNotExists(databaseName).block();
        CosmosAsyncDatabase database = client.getDatabase(databaseName);
        SPECS.forEach(spec -> ensure(database, spec, throughput));
        Containers containers = of(database);
        Scripts.register(containers);
        return containers;
    }

    private static void ensure(CosmosAsyncDatabase database, Spec spec, Throughput throughput) {
        CosmosContainerProperties found = throughput.properties()
                .map(rate -> database.createContainerIfNotExists(spec.properties(), rate))
                .orElseGet(() -> database.createContainerIfNotExists(spec.properties()))
                .block().getProperties();
        partitionKeyDifference(database, spec, found).ifPresent(difference -> {
            throw new IllegalStateException(difference + "; a partition key cannot be changed in place: "
                    + "move the data to a new container or use another database");
        });
        List<String> differences = IndexingPolicies.differences(found.getIndexingPolicy(), spec.policy());
        if (!differences.isEmpty()) {
            LOG.warn("container '{}' has another indexing policy than its queries need ({}); replacing it "
                    + "(Cosmos DB re-indexes in the background)", spec.name(), String.join("; ", differences));
            database.getContainer(spec.name()).replace(found.setIndexingPolicy(spec.policy())).block();
        }
    }

    private static Containers verify(CosmosAsyncClient client, String databaseName) {
        CosmosAsyncDatabase database = client.getDatabase(databaseName);
        List<String> problems = new ArrayList<>();
        boolean databaseThere = found(() -> database.read().block()).isPresent();
        if (!databaseThere) {
            problems.add("database '" + databaseName + "' is missing");
        }
        List<String> present = new ArrayList<>();
        for (Spec spec : SPECS) {
            Optional<CosmosContainerProperties> found = databaseThere ? properties(database, spec.name()) : Optional.empty();
            if (found.isEmpty()) {
                problems.add("container '" + spec.name() + "' (partition key " + spec.partitionKey() + ") is missing");
                continue;
            }
            present.add(spec.name());
            partitionKeyDifference(database, spec, found.get()).ifPresent(problems::add);
            List<String> differences = IndexingPolicies.differences(found.get().getIndexingPolicy(), spec.policy());
            if (!differences.isEmpty()) {
                problems.add("container '" + spec.name() + "' has another indexing policy: " + String.join(", ", differences));
            }
        }
        Containers containers = of(database);
        problems.addAll(Scripts.problems(containers, present));
        if (!problems.isEmpty()) {
            throw new IllegalStateException("COSMOS_PROVISION=verify: the account lacks what this service needs, and "
                    + "nothing was created or changed: " + String.join("; ", problems)
                    + ". Create them as docs/AZURE.md shows, or start once with COSMOS_PROVISION=create "
                    + "and credentials that may create databases and containers (the account key)");
        }
        return containers;
    }

    private static Containers of(CosmosAsyncDatabase database) {
        return new Containers(database, database.getContainer("users"), database.getContainer("posts"),
                database.getContainer("feed"), database.getContainer("leases"), database.getContainer("deadletters"));
    }

    private static Optional<String> partitionKeyDifference(CosmosAsyncDatabase database, Spec spec, CosmosContainerProperties found) {
        List<String> keys = found.getPartitionKeyDefinition().getPaths();
        if (keys.equals(List.of(spec.partitionKey()))) {
            return Optional.empty();
        }
        return Optional.of("container '" + spec.name() + "' of database '" + database.getId() + "' is partitioned by "
                + String.join(", ", keys) + " but this service needs " + spec.partitionKey());
    }

    private static Optional<CosmosContainerProperties> properties(CosmosAsyncDatabase database, String name) {
        return found(() -> database.getContainer(name).read().block().getProperties());
    }

    /** What a read finds: empty on 404; anything else (a refused key, an outage) is thrown. */
    static <T> Optional<T> found(Supplier<T> read) {
        try {
            return Optional.of(read.get());
        } catch (CosmosException e) {
            if (e.getStatusCode() == NOT_FOUND) {
                return Optional.empty();
            }
            throw e;
        }
    }
}
