package io.cosmosblog.adapters.cosmos.provisioning;

import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.CosmosAsyncDatabase;
import com.azure.cosmos.models.CosmosContainerProperties;
import com.azure.cosmos.models.IndexingPolicy;
import io.cosmosblog.application.storage.DataModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One data model's containers, as {@link Provisioner#open} hands them out. V3: users /userId,
 * posts /postId, feed /type, leases /id and deadletters /id for parked changes. V2: the same
 * prefixed {@code v2-} but no feed. V1: {@code v1-users} /id, {@code v1-posts} /postId and
 * {@code v1-deadletters}: no feed, and no leases since it has no change feed processors. Where
 * deleted posts leave tombstones (V3's posts and both views, V2's posts; V1 deletes its own at
 * once), the container's time to live is on. Each
 * model has containers of its own, so two models never read each other's items. Every container
 * has the indexing policy of {@link IndexingPolicies} ({@link #specs}, which {@link AzureSetup}
 * reads too).
 */
public record Containers(CosmosAsyncDatabase database, DataModel model, CosmosAsyncContainer users,
        CosmosAsyncContainer posts, Optional<CosmosAsyncContainer> feed, Optional<CosmosAsyncContainer> leases,
        CosmosAsyncContainer deadLetters) {

    /**
     * One container as this service needs it; {@code expiring}: it holds deleted posts' tombstones,
     * so its time to live is on ({@link #EACH_ITEM_ITS_OWN}).
     */
    record Spec(String name, String partitionKey, IndexingPolicy policy, boolean expiring) {

        Spec(String name, String partitionKey, IndexingPolicy policy) {
            this(name, partitionKey, policy, false);
        }

        CosmosContainerProperties properties() {
            CosmosContainerProperties properties = new CosmosContainerProperties(name, partitionKey).setIndexingPolicy(policy);
            return expiring ? properties.setDefaultTimeToLiveInSeconds(EACH_ITEM_ITS_OWN) : properties;
        }
    }

    /**
     * A container's default time to live of -1: the feature on, but nothing expires unless it says
     * so in its own {@code ttl} (a tombstone does); without it on, Cosmos DB ignores every item's {@code ttl}.
     */
    static final int EACH_ITEM_ITS_OWN = -1;

    /** The V3 model's, in the order of the record's components. */
    static final List<Spec> SPECS = specs(DataModel.V3);

    /** What {@code model} needs, in the order of the record's components. */
    static List<Spec> specs(DataModel model) {
        return switch (model) {
            case V1 -> List.of(
                    new Spec(name(model, "users"), "/id", IndexingPolicies.pointReadsOnly()),
                    new Spec(name(model, "posts"), "/postId", IndexingPolicies.normalizedPosts()),
                    new Spec(name(model, "deadletters"), "/id", IndexingPolicies.deadLetters()));
            case V2 -> List.of(
                    new Spec(name(model, "users"), "/userId", IndexingPolicies.pointReadsOnly()),
                    new Spec(name(model, "posts"), "/postId", IndexingPolicies.queriedPosts(), true),
                    new Spec(name(model, "leases"), "/id", IndexingPolicies.leases()),
                    new Spec(name(model, "deadletters"), "/id", IndexingPolicies.deadLetters()));
            case V3 -> List.of(
                    new Spec("users", "/userId", IndexingPolicies.users(), true),
                    new Spec("posts", "/postId", IndexingPolicies.posts(), true),
                    new Spec("feed", "/type", IndexingPolicies.feed(), true),
                    new Spec("leases", "/id", IndexingPolicies.leases()),
                    new Spec("deadletters", "/id", IndexingPolicies.deadLetters()));
        };
    }

    /** The container {@code model} keeps what V3 keeps in {@code v3Name}: the same name with the model's prefix, V3 unprefixed. */
    static String name(DataModel model, String v3Name) {
        return model == DataModel.V3 ? v3Name : model.label() + "-" + v3Name;
    }

    /** {@code model}'s containers in {@code database}: a feed and leases only where {@link #specs} has them. */
    static Containers of(CosmosAsyncDatabase database, DataModel model) {
        List<Spec> specs = specs(model);
        return new Containers(database, model,
                database.getContainer(name(model, "users")),
                database.getContainer(name(model, "posts")),
                specified(database, specs, name(model, "feed")),
                specified(database, specs, name(model, "leases")),
                database.getContainer(name(model, "deadletters")));
    }

    private static Optional<CosmosAsyncContainer> specified(CosmosAsyncDatabase database, List<Spec> specs, String name) {
        return specs.stream().map(Spec::name).filter(name::equals).findFirst().map(database::getContainer);
    }

    /** Every container of the model. */
    public List<CosmosAsyncContainer> all() {
        List<CosmosAsyncContainer> all = new ArrayList<>(List.of(users, posts));
        feed.ifPresent(all::add);
        leases.ifPresent(all::add);
        all.add(deadLetters);
        return all;
    }

    /** The feed, for the model that has one (V3); asking for it in another model is a mistake. */
    public CosmosAsyncContainer requiredFeed() {
        return feed.orElseThrow(() -> new IllegalStateException("the " + model + " model has no feed"));
    }
}
