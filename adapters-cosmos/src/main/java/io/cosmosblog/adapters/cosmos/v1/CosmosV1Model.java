package io.cosmosblog.adapters.cosmos.v1;

import static io.cosmosblog.adapters.cosmos.provisioning.ContainerSpec.NOTHING_EXPIRES;
import static io.cosmosblog.adapters.cosmos.provisioning.IndexingPolicies.DELETED;
import static io.cosmosblog.adapters.cosmos.provisioning.IndexingPolicies.oldestOfATypeAndNewestFirst;
import static io.cosmosblog.adapters.cosmos.provisioning.IndexingPolicies.only;

import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.items.ReactionItems;
import io.cosmosblog.adapters.cosmos.model.CosmosModel;
import io.cosmosblog.adapters.cosmos.model.CosmosUsers;
import io.cosmosblog.adapters.cosmos.model.ModelContainers;
import io.cosmosblog.adapters.cosmos.provisioning.ContainerSpec;
import io.cosmosblog.adapters.cosmos.provisioning.ContainerSpec.Role;
import io.cosmosblog.adapters.cosmos.provisioning.IndexingPolicies;
import io.cosmosblog.adapters.cosmos.provisioning.Script;
import io.cosmosblog.adapters.cosmos.query.CosmosFeedByQuery;
import io.cosmosblog.adapters.cosmos.query.CosmosUserPostsByQuery;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.ProjectionDelivery;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.plumbing.ContinuationScope;
import java.util.List;

/**
 * V1 on Cosmos DB: users and posts stored once, nothing copied, so nothing projected: each read
 * looks up what V2 and V3 copy (names, counts), and the views are queries across the posts. No
 * change feed, so no leases; deleted posts' tombstones go at once, so no time to live; no
 * counters or name copies, so no scripts. Why each container has its partition key: docs/DESIGN.md.
 */
public final class CosmosV1Model implements CosmosModel {

    @Override
    public DataModel dataModel() {
        return DataModel.V1;
    }

    @Override
    public List<ContainerSpec> containers() {
        return List.of(
                // Users are read by point reads only.
                new ContainerSpec(Role.USERS, "v1-users", "/id", IndexingPolicies.nothing(), NOTHING_EXPIRES),
                // V2's posts, less userRevision (no name copies to rewrite); also COUNT(1) WHERE c.type = @type
                // for a post's comments and likes.
                new ContainerSpec(Role.POSTS, "v1-posts", "/postId",
                        only(List.of("/type/?", "/creationDate/?", "/userId/?", "/postId/?", DELETED), oldestOfATypeAndNewestFirst()),
                        NOTHING_EXPIRES),
                new ContainerSpec(Role.DEAD_LETTERS, "v1-deadletters", "/id", IndexingPolicies.nothing(), NOTHING_EXPIRES));
    }

    @Override
    public List<Script> scripts() {
        return List.of();
    }

    @Override
    public Running open(ModelContainers containers) {
        ContainerGateway users = containers.users();
        ContainerGateway posts = containers.posts();
        CosmosAuthorsAndCounts lookedUp = new CosmosAuthorsAndCounts(users, posts);
        return Running.of(new StoragePorts(
                new CosmosUsers(users),
                new CosmosV1Posts(posts, lookedUp),
                CosmosV1Reactions.comments(posts, lookedUp),
                CosmosV1Reactions.likes(posts, lookedUp),
                new CosmosUserPostsByQuery(posts, lookedUp::posts),
                new CosmosFeedByQuery(posts, lookedUp::posts),
                // No copy of a name anywhere: a rename is the user item's replace, and that is all.
                user -> { },
                ProjectionDelivery.NONE, // nothing copied, so nothing to project
                containers.parkedChanges(),
                containers.health()));
    }
}
