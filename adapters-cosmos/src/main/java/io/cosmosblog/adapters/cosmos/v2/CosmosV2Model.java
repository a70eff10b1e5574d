package io.cosmosblog.adapters.cosmos.v2;

import static io.cosmosblog.adapters.cosmos.provisioning.ContainerSpec.NOTHING_EXPIRES;
import static io.cosmosblog.adapters.cosmos.provisioning.ContainerSpec.TOMBSTONES_EXPIRE;
import static io.cosmosblog.adapters.cosmos.provisioning.IndexingPolicies.DELETED;
import static io.cosmosblog.adapters.cosmos.provisioning.IndexingPolicies.oldestOfATypeAndNewestFirst;
import static io.cosmosblog.adapters.cosmos.provisioning.IndexingPolicies.only;

import io.cosmosblog.adapters.cosmos.changefeed.ChangedPostHandling;
import io.cosmosblog.adapters.cosmos.denormalized.CosmosAuthorNameCopies;
import io.cosmosblog.adapters.cosmos.denormalized.CosmosDenormalizedModel;
import io.cosmosblog.adapters.cosmos.denormalized.CosmosPosts;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.model.CosmosModel;
import io.cosmosblog.adapters.cosmos.model.CosmosReactions;
import io.cosmosblog.adapters.cosmos.model.CosmosUsers;
import io.cosmosblog.adapters.cosmos.model.ModelContainers;
import io.cosmosblog.adapters.cosmos.model.ReactionSweep;
import io.cosmosblog.adapters.cosmos.provisioning.ContainerSpec;
import io.cosmosblog.adapters.cosmos.provisioning.ContainerSpec.Role;
import io.cosmosblog.adapters.cosmos.provisioning.IndexingPolicies;
import io.cosmosblog.adapters.cosmos.provisioning.Script;
import io.cosmosblog.adapters.cosmos.query.CosmosFeedByQuery;
import io.cosmosblog.adapters.cosmos.query.CosmosUserPostsByQuery;
import io.cosmosblog.adapters.cosmos.query.PostsFromItems;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.StoragePorts;
import java.util.List;

/**
 * V2 on Cosmos DB: names and counts on the posts, kept by batches and the change feed
 * ({@link CosmosDenormalizedModel}); no views stored: a user's posts and the feed are queries
 * across the posts, which read as stored. Its containers are V3's, prefixed {@code v2-}, without a
 * feed; why each has its partition key: docs/DESIGN.md.
 */
public final class CosmosV2Model implements CosmosModel {

    static final String POSTS = "v2-posts";

    @Override
    public DataModel dataModel() {
        return DataModel.V2;
    }

    @Override
    public List<ContainerSpec> containers() {
        return List.of(
                // Users are read by point reads only: no copies beside them.
                new ContainerSpec(Role.USERS, "v2-users", "/userId", IndexingPolicies.nothing(), NOTHING_EXPIRES),
                // V3's posts, and the newest first across partitions for a user's posts and the feed
                // (WHERE c.type = @type [AND c.userId = @userId] ORDER BY c.creationDate DESC, c.postId ASC).
                new ContainerSpec(Role.POSTS, POSTS, "/postId", only(List.of("/type/?", "/creationDate/?", "/userId/?",
                        "/userRevision/?", "/postId/?", DELETED), oldestOfATypeAndNewestFirst()), TOMBSTONES_EXPIRE),
                new ContainerSpec(Role.LEASES, "v2-leases", "/id", IndexingPolicies.everything(), NOTHING_EXPIRES),
                new ContainerSpec(Role.DEAD_LETTERS, "v2-deadletters", "/id", IndexingPolicies.nothing(), NOTHING_EXPIRES));
    }

    /** The rename's stored procedure; no feed, so no trigger. */
    @Override
    public List<Script> scripts() {
        return List.of(Script.updateUsernames(POSTS));
    }

    @Override
    public Running open(ModelContainers containers) {
        CosmosDenormalizedModel shared = new CosmosDenormalizedModel(containers);
        ContainerGateway posts = shared.posts();
        return Running.of(new StoragePorts(
                new CosmosUsers(shared.users()),
                new CosmosPosts(posts),
                CosmosReactions.comments(posts),
                CosmosReactions.likes(posts),
                new CosmosUserPostsByQuery(posts, PostsFromItems.AS_STORED),
                new CosmosFeedByQuery(posts, PostsFromItems.AS_STORED),
                new CosmosAuthorNameCopies(posts),
                shared.projections(ChangedPostHandling.namesOnly(new ReactionSweep(posts))),
                containers.parkedChanges(),
                containers.health()));
    }
}
