package io.cosmosblog.adapters.cosmos;

import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.models.CosmosStoredProcedureRequestOptions;
import com.azure.cosmos.models.CosmosStoredProcedureResponse;
import com.azure.cosmos.models.PartitionKey;
import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.domain.post.PostId;
import java.util.List;

/** Runs a stored procedure in one post's partition of {@code posts} and reads what it answered. */
final class PostScripts {

    private final CosmosAsyncContainer posts;
    private final Metered metered;
    private final Unprojected unprojected;

    PostScripts(CosmosAsyncContainer posts, Metered metered, Unprojected unprojected) {
        this.posts = posts;
        this.metered = metered;
        this.unprojected = unprojected;
    }

    JsonNode run(String script, PostId post, Object... args) {
        CosmosStoredProcedureRequestOptions options = new CosmosStoredProcedureRequestOptions();
        options.setPartitionKey(new PartitionKey(post.value()));
        CosmosStoredProcedureResponse response = metered.call(Partitions.posts(post),
                posts.getScripts().getStoredProcedure(script).execute(List.of(args), options),
                CosmosStoredProcedureResponse::getRequestCharge);
        return Json.parse(response.getResponseAsString());
    }

    /** The script changed the post to {@code revision}: the change feed owes the views that version. */
    void postChanged(PostId post, long revision) {
        unprojected.written(Partitions.posts(post), revision);
    }
}
