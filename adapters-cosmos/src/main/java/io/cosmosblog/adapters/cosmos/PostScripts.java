package io.cosmosblog.adapters.cosmos;

import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.CosmosException;
import com.azure.cosmos.models.CosmosStoredProcedureRequestOptions;
import com.azure.cosmos.models.CosmosStoredProcedureResponse;
import com.azure.cosmos.models.PartitionKey;
import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.domain.post.PostId;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.locks.LockSupport;

/** Runs a stored procedure in one post's partition of {@code posts} and reads what it answered. */
final class PostScripts {

    private static final int ATTEMPTS = 5;
    private static final int RETRY_WITH = 449;

    private final CosmosAsyncContainer posts;
    private final Metered metered;
    private final Unprojected unprojected;

    PostScripts(CosmosAsyncContainer posts, Metered metered, Unprojected unprojected) {
        this.posts = posts;
        this.metered = metered;
        this.unprojected = unprojected;
    }

    /**
     * Runs {@code script}, again when it lost a race for the post to another writer in the same
     * partition (a 412 on the post's ETag, or Cosmos DB's 449 "retry with"). The scripts are
     * transactions that write nothing when they fail, and they treat their own earlier success
     * as done, so running one again never counts twice.
     */
    JsonNode run(String script, PostId post, Object... args) {
        for (int attempt = 1; ; attempt++) {
            try {
                return once(script, post, args);
            } catch (CosmosException failure) {
                if (attempt == ATTEMPTS || !lostARace(failure)) {
                    throw failure;
                }
                LockSupport.parkNanos(Duration.ofMillis(5L * attempt).toNanos());
            }
        }
    }

    private JsonNode once(String script, PostId post, Object... args) {
        CosmosStoredProcedureRequestOptions options = new CosmosStoredProcedureRequestOptions();
        options.setPartitionKey(new PartitionKey(post.value()));
        CosmosStoredProcedureResponse response = metered.call(Partitions.posts(post),
                posts.getScripts().getStoredProcedure(script).execute(List.of(args), options),
                CosmosStoredProcedureResponse::getRequestCharge);
        return Json.parse(response.getResponseAsString());
    }

    /** A script that rethrows a write's error reaches the caller as a 400 that names the inner status. */
    static boolean lostARace(CosmosException failure) {
        int status = failure.getStatusCode();
        if (status == Metered.PRECONDITION_FAILED || status == RETRY_WITH) {
            return true;
        }
        // The SDK wraps the server's message in JSON, escaping its quotes: compare without them.
        String message = String.valueOf(failure.getMessage()).replace("\\", "");
        return status == Metered.BAD_REQUEST
                && (message.contains("PreconditionFailed") || message.contains("RetryWith")
                        || message.contains("\"number\":412") || message.contains("\"number\":449"));
    }

    /** The script changed the post to {@code revision}: the change feed owes the views that version. */
    void postChanged(PostId post, long revision) {
        unprojected.written(Partitions.posts(post), revision);
    }
}
