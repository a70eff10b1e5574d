package io.cosmosblog.adapters.cosmos.gateway;

/**
 * A Cosmos DB refusal the adapter has a meaning for, classified once by {@link ContainerGateway}:
 * the port classes decide what a conflict or a lost race means for their request.
 */
public final class CosmosRefusal extends RuntimeException {

    private final CosmosFailure failure;

    CosmosRefusal(CosmosFailure failure, String message, Throwable cause) {
        super(failure + ": " + message, cause);
        this.failure = failure;
    }

    public CosmosFailure failure() {
        return failure;
    }

    public boolean is(CosmosFailure expected) {
        return failure == expected;
    }
}
