package io.cosmosblog.adapters.cosmos.provisioning;

import com.azure.cosmos.CosmosAsyncClient;
import com.azure.cosmos.CosmosAsyncDatabase;
import com.azure.cosmos.CosmosAsyncScripts;
import com.azure.cosmos.CosmosException;
import com.azure.cosmos.models.CosmosContainerProperties;
import com.azure.cosmos.models.CosmosStoredProcedureProperties;
import com.azure.cosmos.models.CosmosTriggerProperties;
import com.azure.cosmos.models.TriggerOperation;
import com.azure.cosmos.models.TriggerType;
import io.cosmosblog.adapters.cosmos.gateway.CosmosFailure;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Makes the database hold what one data model declares ({@link ModelDeclaration#containers},
 * {@link ModelDeclaration#scripts}) at start: its containers, and the {@link Scripts} that live in them.
 * <p>
 * {@link Provisioning#CREATE}: containers created when missing (with the given {@link Throughput});
 * when they exist, checked, because Cosmos DB hands back an existing container as it is: a time to
 * live turned on where tombstones are kept (logged), what this
 * build's queries need and an indexing policy lacks is added, and nothing is removed (logged at
 * WARN; Cosmos DB indexes in the background); {@link Provisioning#MIGRATE} replaces a different
 * policy with this build's. Another partition key cannot be changed in place and stops the start
 * with a message naming the container and the difference. Scripts are registered where missing.
 * <p>
 * {@link Provisioning#VERIFY}: nothing is created or changed; the start stops with one message
 * listing everything missing, scripts included (an index beyond the need is no problem).
 */
public final class Provisioner {

    private static final Logger LOG = LoggerFactory.getLogger(Provisioner.class);
    private static final int NOT_FOUND = 404;
    private static final int FORBIDDEN = 403;

    private Provisioner() {
    }

    /** The containers and scripts {@code model} declares, created, fixed or verified as {@code mode} says. */
    public static void provision(CosmosAsyncClient client, String database, ModelDeclaration model, Provisioning mode,
            Throughput throughput) {
        if (mode == Provisioning.VERIFY) {
            verify(client, database, model);
            return;
        }
        try {
            create(client, database, model, throughput, mode);
        } catch (CosmosException e) {
            if (e.getStatusCode() != FORBIDDEN) {
                throw e;
            }
            // Microsoft Entra ID's data-plane roles may not write metadata, nor may the key on an
            // account with disableKeyBasedMetadataWriteAccess: what this build needs may all be
            // there already (azure-setup made it), so check it instead of dying.
            LOG.warn("COSMOS_PROVISION={}: this identity may not create or change databases, containers or scripts ({}); "
                    + "checking what it may read instead: run azure-setup's commands to create or change them", mode,
                    firstLine(e.getMessage()));
            verify(client, database, model);
        }
    }

    private static String firstLine(String message) {
        String text = String.valueOf(message);
        int json = text.indexOf("\"Errors\":[\"");
        String shown = json < 0 ? text : text.substring(json + 11);
        int end = shown.indexOf('"');
        shown = end < 0 ? shown : shown.substring(0, end);
        return shown.length() > 200 ? shown.substring(0, 200) + "…" : shown;
    }

    private static void create(CosmosAsyncClient client, String databaseName, ModelDeclaration model, Throughput throughput,
            Provisioning mode) {
        thereAfterRace(() -> client.createDatabaseIfNotExists(databaseName).block());
        CosmosAsyncDatabase database = client.getDatabase(databaseName);
        model.containers().forEach(spec -> ensure(database, spec, throughput, mode));
        registerScripts(database, model);
    }

    private static void ensure(CosmosAsyncDatabase database, ContainerSpec spec, Throughput throughput, Provisioning mode) {
        CosmosContainerProperties found = thereAfterRace(() -> throughput.properties()
                .map(rate -> database.createContainerIfNotExists(spec.properties(), rate))
                .orElseGet(() -> database.createContainerIfNotExists(spec.properties()))
                .block()).getProperties();
        partitionKeyDifference(database, spec, found).ifPresent(difference -> {
            throw new IllegalStateException(difference + "; a partition key cannot be changed in place: "
                    + "move the data to a new container or use another database");
        });
        if (lacksTimeToLive(spec, found)) {
            LOG.warn("container '{}' has no time to live; turning it on (-1: only items carrying a ttl expire, the tombstones "
                    + "of deleted posts)", spec.name());
            database.getContainer(spec.name()).replace(found.setDefaultTimeToLiveInSeconds(ContainerSpec.EACH_ITEM_ITS_OWN)).block();
        }
        List<String> differences = IndexingPolicies.differences(found.getIndexingPolicy(), spec.policy());
        if (differences.isEmpty()) {
            return;
        }
        if (mode == Provisioning.MIGRATE) {
            LOG.warn("container '{}' has another indexing policy than this build's ({}); COSMOS_PROVISION=migrate replaces it "
                    + "(Cosmos DB re-indexes in the background)", spec.name(), String.join("; ", differences));
            database.getContainer(spec.name()).replace(found.setIndexingPolicy(spec.policy())).block();
            return;
        }
        List<String> missing = IndexingPolicies.missing(found.getIndexingPolicy(), spec.policy());
        if (missing.isEmpty()) {
            LOG.info("container '{}' indexes more than this build needs ({}); left as it is (another build may need it; "
                    + "COSMOS_PROVISION=migrate would replace it)", spec.name(), String.join("; ", differences));
            return;
        }
        LOG.warn("container '{}' {}; adding it, removing nothing (Cosmos DB indexes in the background)", spec.name(),
                String.join("; ", missing));
        database.getContainer(spec.name())
                .replace(found.setIndexingPolicy(IndexingPolicies.withMissingAdded(found.getIndexingPolicy(), spec.policy())))
                .block();
    }

    private static void verify(CosmosAsyncClient client, String databaseName, ModelDeclaration model) {
        CosmosAsyncDatabase database = client.getDatabase(databaseName);
        List<String> problems = new ArrayList<>();
        boolean databaseThere = found(() -> database.read().block()).isPresent();
        if (!databaseThere) {
            problems.add("database '" + databaseName + "' is missing");
        }
        List<String> present = new ArrayList<>();
        for (ContainerSpec spec : model.containers()) {
            Optional<CosmosContainerProperties> found = databaseThere ? properties(database, spec.name()) : Optional.empty();
            if (found.isEmpty()) {
                problems.add("container '" + spec.name() + "' (partition key " + spec.partitionKeyPath() + ") is missing");
                continue;
            }
            present.add(spec.name());
            partitionKeyDifference(database, spec, found.get()).ifPresent(problems::add);
            List<String> missing = IndexingPolicies.missing(found.get().getIndexingPolicy(), spec.policy());
            if (!missing.isEmpty()) {
                problems.add("container '" + spec.name() + "' has an indexing policy that " + String.join(", ", missing));
            }
            if (lacksTimeToLive(spec, found.get())) {
                // Not a reason to stop: deletes work, their tombstones only stay (a few hundred bytes each).
                LOG.warn("container '{}' has no time to live: deleted posts' tombstones will never expire; turn it on as "
                        + "docs/AZURE.md shows (az cosmosdb sql container update --ttl -1)", spec.name());
            }
        }
        List<String> unverifiable = new ArrayList<>();
        problems.addAll(scriptProblems(database, model, present, unverifiable));
        if (!unverifiable.isEmpty()) {
            LOG.warn("not verifiable with this identity (Microsoft Entra ID may not read scripts): {}; azure-setup creates "
                    + "them, and the service assumes they are there", String.join(", ", unverifiable));
        }
        if (!problems.isEmpty()) {
            throw new IllegalStateException("COSMOS_PROVISION=verify: the account lacks what this service needs, and "
                    + "nothing was created or changed: " + String.join("; ", problems)
                    + ". Create them as docs/AZURE.md shows, or start once with COSMOS_PROVISION=create "
                    + "and credentials that may create databases and containers (the account key)");
        }
    }

    /** A container holding tombstones whose time to live is off: their {@code ttl} would be ignored. */
    private static boolean lacksTimeToLive(ContainerSpec spec, CosmosContainerProperties found) {
        return spec.expiring() && found.getDefaultTimeToLiveInSeconds() == null;
    }

    private static Optional<String> partitionKeyDifference(CosmosAsyncDatabase database, ContainerSpec spec,
            CosmosContainerProperties found) {
        List<String> keys = found.getPartitionKeyDefinition().getPaths();
        if (keys.equals(List.of(spec.partitionKeyPath()))) {
            return Optional.empty();
        }
        return Optional.of("container '" + spec.name() + "' of database '" + database.getId() + "' is partitioned by "
                + String.join(", ", keys) + " but this service needs " + spec.partitionKeyPath());
    }

    private static Optional<CosmosContainerProperties> properties(CosmosAsyncDatabase database, String name) {
        return found(() -> database.getContainer(name).read().block().getProperties());
    }

    /** Registers this build's script versions of {@code model} where missing; the ones registered already are left alone. */
    private static void registerScripts(CosmosAsyncDatabase database, ModelDeclaration model) {
        for (Script script : model.scripts()) {
            CosmosAsyncScripts scripts = database.getContainer(script.container()).getScripts();
            createUnlessThere(() -> {
                switch (script.kind()) {
                    case STORED_PROCEDURE -> scripts.createStoredProcedure(
                            new CosmosStoredProcedureProperties(script.id(), script.body())).block();
                    case POST_TRIGGER -> scripts.createTrigger(new CosmosTriggerProperties(script.id(), script.body())
                            .setTriggerType(TriggerType.POST).setTriggerOperation(TriggerOperation.ALL)).block();
                }
            });
        }
    }

    /**
     * What is missing or different among the scripts of {@code model}, one phrase each, creating
     * nothing; {@code present}: the containers that exist (a script of a missing container is
     * missing too). A script this identity may not read (403) goes to {@code unverifiable} instead.
     */
    private static List<String> scriptProblems(CosmosAsyncDatabase database, ModelDeclaration model, List<String> present,
            List<String> unverifiable) {
        List<String> problems = new ArrayList<>();
        for (Script script : model.scripts()) {
            CosmosAsyncScripts scripts = database.getContainer(script.container()).getScripts();
            boolean there = present.contains(script.container());
            switch (script.kind()) {
                case STORED_PROCEDURE -> {
                    Optional<Optional<String>> procedure = there ? readable(() -> scripts.getStoredProcedure(script.id())
                            .read().block().getProperties().getBody()) : Optional.of(Optional.empty());
                    if (procedure.isEmpty()) {
                        unverifiable.add("stored procedure '" + script.id() + "' on container '" + script.container() + "'");
                    } else {
                        Scripts.check(problems, "stored procedure", script.id(), script.container(), procedure.get());
                    }
                }
                case POST_TRIGGER -> {
                    Optional<Optional<CosmosTriggerProperties>> trigger = there ? readable(() -> scripts.getTrigger(script.id())
                            .read().block().getProperties()) : Optional.of(Optional.empty());
                    if (trigger.isEmpty()) {
                        unverifiable.add("post-trigger '" + script.id() + "' on container '" + script.container() + "'");
                        continue;
                    }
                    Scripts.check(problems, "post-trigger", script.id(), script.container(),
                            trigger.get().map(CosmosTriggerProperties::getBody));
                    trigger.get().filter(found -> found.getTriggerType() != TriggerType.POST
                                    || found.getTriggerOperation() != TriggerOperation.ALL)
                            .ifPresent(found -> problems.add("post-trigger '" + script.id() + "' on container '"
                                    + script.container() + "' must be a POST trigger on ALL operations, not "
                                    + found.getTriggerType() + " on " + found.getTriggerOperation()));
                }
            }
        }
        return problems;
    }

    /** What a read finds (empty inside: 404), or empty outside when this identity may not read it (403). */
    private static <T> Optional<Optional<T>> readable(Supplier<T> read) {
        try {
            return Optional.of(found(read));
        } catch (CosmosException e) {
            if (e.getStatusCode() == FORBIDDEN) {
                return Optional.empty();
            }
            throw e;
        }
    }

    /**
     * "If not exists" is a read, then a create: instances of a new deployment starting together all
     * read "missing", and all but one are answered 409 by the create. Asked again, they find it.
     */
    private static <T> T thereAfterRace(Supplier<T> createIfMissing) {
        try {
            return createIfMissing.get();
        } catch (CosmosException e) {
            if (CosmosFailure.of(e) != CosmosFailure.CONFLICT) {
                throw e;
            }
            return createIfMissing.get();
        }
    }

    /** Instances starting together, or restarting, find the script there already: a harmless conflict. */
    private static void createUnlessThere(Runnable create) {
        try {
            create.run();
        } catch (CosmosException e) {
            if (CosmosFailure.of(e) != CosmosFailure.CONFLICT) {
                throw e;
            }
        }
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
