package io.cosmosblog.adapters.cosmos.gateway;

import com.azure.cosmos.CosmosEndToEndOperationLatencyPolicyConfig;
import com.azure.cosmos.CosmosEndToEndOperationLatencyPolicyConfigBuilder;
import com.azure.cosmos.ThresholdBasedAvailabilityStrategy;
import java.time.Duration;

/**
 * The request timeout as the SDK enforces it: its end-to-end operation latency policy, set on the
 * client, so that the SDK itself cancels an operation (its retries of throttling and of transient
 * failures included) at the time limit and answers 408 with sub-status 20008, which
 * {@link CosmosFailure} reads as busy (503 with Retry-After to the client, as before).
 *
 * <p>In SDK 4.83.0 the policy bounds point operations (read, create, upsert, replace, delete,
 * patch), each page of a query (and readMany) and transactional batches. It does not bound
 * stored procedures, the change feed (its request options take no such policy; the change feed
 * processor's lease requests switch it off on purpose) or metadata requests (container
 * properties, feed ranges): those keep a Reactor timeout of ours
 * ({@link ContainerGateway#runScript}, {@code FeedChanges}, {@link FeedRanges}). A write's commit
 * deadline, when nearer, cuts its calls sooner ({@link ContainerCalls}).
 *
 * <p>Its threshold-based availability strategy sends a read that has not answered within the
 * threshold to the next preferred region as well, and takes the first answer: it only hedges on
 * an account with more than one region among the client's preferred regions; with one it does nothing.
 */
public final class EndToEndTimeout {

    private EndToEndTimeout() {
    }

    /** The client-wide policy: cancelled at {@code requestTimeout}, hedged after the SDK's default threshold. */
    public static CosmosEndToEndOperationLatencyPolicyConfig of(Duration requestTimeout) {
        return new CosmosEndToEndOperationLatencyPolicyConfigBuilder(requestTimeout)
                .availabilityStrategy(new ThresholdBasedAvailabilityStrategy())
                .build();
    }
}
