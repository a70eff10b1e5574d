package io.cosmosblog.adapters.cosmos.denormalized;

import com.azure.cosmos.models.SqlParameter;
import com.azure.cosmos.models.SqlQuerySpec;
import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.provisioning.Scripts;
import io.cosmosblog.application.storage.AuthorNameCopies;
import io.cosmosblog.domain.user.User;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A rename: the one cross-partition query of the system finds the {@code posts} partitions that
 * still carry a name of an older revision of the user (or none: items from before revisions were
 * kept), then {@code updateUsernames} rewrites each partition, called again while it reports it
 * stopped at its time bound.
 */
public final class CosmosAuthorNameCopies implements AuthorNameCopies {

    private static final String STALE_PARTITIONS =
            "SELECT VALUE c.postId FROM c WHERE c.userId = @userId"
                    + " AND (NOT IS_DEFINED(c.userRevision) OR c.userRevision < @revision)";
    private static final int MAX_CALLS_PER_PARTITION = 10_000;

    private final ContainerGateway posts;

    public CosmosAuthorNameCopies(ContainerGateway posts) {
        this.posts = posts;
    }

    @Override
    public void rewrite(User user) {
        SqlQuerySpec query = new SqlQuerySpec(STALE_PARTITIONS, List.of(
                new SqlParameter("@userId", user.id().value()), new SqlParameter("@revision", user.revision())));
        Set<String> stale = new LinkedHashSet<>();
        posts.acrossPartitions(query).forEach(post -> stale.add(post.asText()));
        for (String post : stale) {
            rewrite(post, user);
        }
    }

    private void rewrite(String post, User user) {
        for (int call = 1; call <= MAX_CALLS_PER_PARTITION; call++) {
            JsonNode answer = posts.runScript(post, Scripts.UPDATE_USERNAMES, user.id().value(), user.username().value(),
                    user.revision());
            if (!answer.path("continuation").asBoolean()) {
                return;
            }
        }
        throw new IllegalStateException("updateUsernames never finished on post " + post);
    }
}
