package io.cosmosblog.adapters.cosmos;

import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.models.CosmosQueryRequestOptions;
import com.azure.cosmos.models.FeedResponse;
import com.azure.cosmos.models.SqlParameter;
import com.azure.cosmos.models.SqlQuerySpec;
import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.application.projection.AuthorNameCopies;
import io.cosmosblog.domain.post.PostId;
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
final class CosmosAuthorNameCopies implements AuthorNameCopies {

    private static final String STALE_PARTITIONS =
            "SELECT VALUE c.postId FROM c WHERE c.userId = @userId AND c.userUsername != @username";
    private static final int MAX_CALLS_PER_PARTITION = 10_000;

    private final CosmosAsyncContainer posts;
    private final Metered metered;
    private final PostScripts scripts;

    CosmosAuthorNameCopies(CosmosAsyncContainer posts, Metered metered, PostScripts scripts) {
        this.posts = posts;
        this.metered = metered;
        this.scripts = scripts;
    }

    @Override
    public void rewrite(UserId user, Username name) {
        for (String post : stalePartitions(user, name)) {
            rewrite(new PostId(post), user, name);
        }
    }

    private Set<String> stalePartitions(UserId user, Username name) {
        SqlQuerySpec query = new SqlQuerySpec(STALE_PARTITIONS, List.of(
                new SqlParameter("@userId", user.value()), new SqlParameter("@username", name.value())));
        Set<String> posts = new LinkedHashSet<>();
        String continuation = null;
        do {
            FeedResponse<JsonNode> page = metered.call(Partitions.ALL_POSTS,
                    this.posts.queryItems(query, new CosmosQueryRequestOptions(), JsonNode.class).byPage(continuation).next(),
                    FeedResponse::getRequestCharge);
            if (page == null) {
                break;
            }
            page.getResults().forEach(id -> posts.add(id.asText()));
            continuation = page.getContinuationToken();
        } while (continuation != null);
        return posts;
    }

    private void rewrite(PostId post, UserId user, Username name) {
        for (int call = 1; call <= MAX_CALLS_PER_PARTITION; call++) {
            JsonNode answer = scripts.run(Scripts.UPDATE_USERNAMES, post, user.value(), name.value());
            if (answer.hasNonNull("postRevision")) {
                scripts.postChanged(post, answer.get("postRevision").asLong());
            }
            if (!answer.path("continuation").asBoolean()) {
                return;
            }
        }
        throw new IllegalStateException("updateUsernames never finished on post " + post);
    }
}
