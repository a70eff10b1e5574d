package io.cosmosblog.adapters.cosmos.ports;

import com.azure.cosmos.models.SqlParameter;
import com.azure.cosmos.models.SqlQuerySpec;
import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.provisioning.Scripts;
import io.cosmosblog.application.storage.AuthorNameCopies;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A rename: the one cross-partition query of the system finds the {@code posts} partitions that
 * still carry another name for the user, then {@code updateUsernames} rewrites each partition,
 * called again while it reports it stopped at its time bound.
 */
public final class CosmosAuthorNameCopies implements AuthorNameCopies {

    private static final String STALE_PARTITIONS =
            "SELECT VALUE c.postId FROM c WHERE c.userId = @userId AND c.userUsername != @username";
    private static final int MAX_CALLS_PER_PARTITION = 10_000;

    private final ContainerGateway posts;

    public CosmosAuthorNameCopies(ContainerGateway posts) {
        this.posts = posts;
    }

    @Override
    public void rewrite(UserId user, Username name) {
        SqlQuerySpec query = new SqlQuerySpec(STALE_PARTITIONS, List.of(
                new SqlParameter("@userId", user.value()), new SqlParameter("@username", name.value())));
        Set<String> stale = new LinkedHashSet<>();
        posts.acrossPartitions(query).forEach(post -> stale.add(post.asText()));
        for (String post : stale) {
            rewrite(post, user, name);
        }
    }

    private void rewrite(String post, UserId user, Username name) {
        for (int call = 1; call <= MAX_CALLS_PER_PARTITION; call++) {
            JsonNode answer = posts.runScript(post, Scripts.UPDATE_USERNAMES, user.value(), name.value());
            if (!answer.path("continuation").asBoolean()) {
                return;
            }
        }
        throw new IllegalStateException("updateUsernames never finished on post " + post);
    }
}
