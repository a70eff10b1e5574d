package io.cosmosblog.adapters.cosmos;

/**
 * A Cosmos DB refusal the adapter has a meaning for, classified once by {@link ContainerGateway}:
 * the port classes decide what a conflict or a lost race means for their request.
 */
final class StoreException extends RuntimeException {

    private final StoreFailure failure;

    StoreException(StoreFailure failure, String message, Throwable cause) {
        super(failure + ": " + message, cause);
        this.failure = failure;
    }

    StoreFailure failure() {
        return failure;
    }

    boolean is(StoreFailure expected) {
        return failure == expected;
    }
}
