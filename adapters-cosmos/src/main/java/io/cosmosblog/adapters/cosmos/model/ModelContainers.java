package io.cosmosblog.adapters.cosmos.model;

import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.CosmosAsyncDatabase;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.gateway.EntityWrites;
import io.cosmosblog.adapters.cosmos.gateway.PhysicalPartitions;
import io.cosmosblog.adapters.cosmos.items.EntityItems;
import io.cosmosblog.adapters.cosmos.provisioning.ContainerSpec;
import io.cosmosblog.adapters.cosmos.provisioning.ContainerSpec.Role;
import io.cosmosblog.adapters.cosmos.provisioning.ModelDeclaration;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.application.port.plumbing.ReadYourWrites;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * One data model's containers in the database, as the model declares them ({@link ModelDeclaration#containers}),
 * each handed out as a gateway with the store's request timeout and meter: users and posts metered
 * under their logical names (whatever the model's container is called) and reading the client's
 * session. The one class of the models that holds the SDK's containers; only the change feed's
 * readers, the health probe and the storage's background-work setup ({@link #all}) take them from it.
 */
public final class ModelContainers {

    private final DataModel model;
    private final CosmosAsyncContainer users;
    private final CosmosAsyncContainer posts;
    private final Optional<CosmosAsyncContainer> feed;
    private final Optional<CosmosAsyncContainer> leases;
    private final CosmosAsyncContainer deadLetters;
    private final Duration requestTimeout;
    private final ProcessorSettings processors;
    private final StorageMeter meter;
    private final ReadYourWrites readYourWrites;

    /**
     * @param requestTimeout the longest one store operation may take
     * @param processors     how the change feed processors of the models that have them run
     */
    public ModelContainers(CosmosAsyncDatabase database, ModelDeclaration model, Duration requestTimeout, ProcessorSettings processors,
            StorageMeter meter, ReadYourWrites readYourWrites) {
        this.model = model.dataModel();
        this.users = database.getContainer(model.container(Role.USERS).name());
        this.posts = database.getContainer(model.container(Role.POSTS).name());
        this.feed = declared(database, model, Role.FEED);
        this.leases = declared(database, model, Role.LEASES);
        this.deadLetters = database.getContainer(model.container(Role.DEAD_LETTERS).name());
        this.requestTimeout = requestTimeout;
        this.processors = processors;
        this.meter = meter;
        this.readYourWrites = readYourWrites;
    }

    private static Optional<CosmosAsyncContainer> declared(CosmosAsyncDatabase database, ModelDeclaration model, Role role) {
        return model.containers().stream().filter(spec -> spec.role() == role).findFirst().map(ContainerSpec::name)
                .map(database::getContainer);
    }

    /** {@code users}, each write of a user reported to {@code written}: the change feed will project it. */
    public ContainerGateway users(EntityWrites written) {
        return inSession(ContainerGateway.watched(users, requestTimeout, meter, EntityItems.USERS.type(), written), EntityItems.USERS);
    }

    /** {@code posts}, each write of a post reported to {@code written}: the change feed will project it. */
    public ContainerGateway posts(EntityWrites written) {
        return inSession(ContainerGateway.watched(posts, requestTimeout, meter, EntityItems.POSTS.type(), written), EntityItems.POSTS);
    }

    /** {@code users}, whose writes nobody projects. */
    public ContainerGateway users() {
        return inSession(ContainerGateway.unwatched(users, requestTimeout, meter), EntityItems.USERS);
    }

    /** {@code posts}, whose writes nobody projects. */
    public ContainerGateway posts() {
        return inSession(ContainerGateway.unwatched(posts, requestTimeout, meter), EntityItems.POSTS);
    }

    /** The feed's copies, which only the projections write. */
    public ContainerGateway feed() {
        return ContainerGateway.unwatched(feedContainer(), requestTimeout, meter);
    }

    /** The change feed processors' leases, for what the projections keep beside them ({@code views.rebuilt}). */
    public ContainerGateway leases() {
        return ContainerGateway.unwatched(leaseContainer(), requestTimeout, meter);
    }

    public CosmosParkedChanges parkedChanges() {
        return new CosmosParkedChanges(ContainerGateway.unwatched(deadLetters, requestTimeout, meter));
    }

    /** Ready when the leases answer a point read, or in V1, which has none, the parked changes' container. */
    public CosmosHealth health() {
        return new CosmosHealth(leases.orElse(deadLetters));
    }

    /** The physical partitions of {@code posts} now. */
    public PhysicalPartitions postsPartitions() {
        return PhysicalPartitions.of(posts, requestTimeout);
    }

    /** The physical partitions of the feed now, in the model that has one. */
    public PhysicalPartitions feedPartitions() {
        return PhysicalPartitions.of(feedContainer(), requestTimeout);
    }

    /** The longest one store operation may take. */
    public Duration requestTimeout() {
        return requestTimeout;
    }

    public ProcessorSettings processors() {
        return processors;
    }

    public StorageMeter meter() {
        return meter;
    }

    /** The SDK's {@code users}, for its change feed processor. */
    public CosmosAsyncContainer usersContainer() {
        return users;
    }

    /** The SDK's {@code posts}, for its change feed processor. */
    public CosmosAsyncContainer postsContainer() {
        return posts;
    }

    /** The SDK's {@code feed}, for the model that has one (V3): its change feed, pulled by each instance. */
    public CosmosAsyncContainer feedContainer() {
        return feed.orElseThrow(() -> new IllegalStateException("the " + model + " model has no feed"));
    }

    /** The SDK's {@code leases}, for the models that follow a change feed (V2, V3). */
    public CosmosAsyncContainer leaseContainer() {
        return leases.orElseThrow(() -> new IllegalStateException("the " + model + " model has no change feed to follow"));
    }

    /** Every container of the model. */
    public List<CosmosAsyncContainer> all() {
        return Stream.of(Optional.of(users), Optional.of(posts), feed, leases, Optional.of(deadLetters))
                .flatMap(Optional::stream).toList();
    }

    private ContainerGateway inSession(ContainerGateway gateway, EntityItems<?> entities) {
        return gateway.meteredAs(entities.container()).withSessions(readYourWrites);
    }
}
