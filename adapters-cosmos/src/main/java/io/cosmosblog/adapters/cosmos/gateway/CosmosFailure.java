package io.cosmosblog.adapters.cosmos.gateway;

import com.azure.cosmos.CosmosException;
import java.util.List;

/** What a Cosmos DB status means to this adapter, decided in one place. */
public enum CosmosFailure {
    /** The item is not there (a plain 404, not the "session not yet readable" 404/1002). */
    NOT_FOUND,
    /** The id is taken (409): a repeated like, or a copy another delivery wrote first. */
    CONFLICT,
    /** Another writer changed the item first (412 on an ETag or a filter, or a script's rethrown 412 or 449). */
    LOST_RACE,
    /**
     * Throttled or unavailable after the SDK's own retries (429, 408, 503, 410, 404/1002), or a
     * write that met a concurrent one inside the service and wrote nothing (449 RetryWith): try
     * again later. Not a failed condition: an edit answered 449 must not say "no such post".
     */
    BUSY,
    /** The container or its database is gone (404/1003): an outage for an operator, not a missing item. */
    GONE,
    /** Anything else: a bug or a misconfiguration, not a condition a request can handle. */
    OTHER;

    private static final int READ_SESSION_NOT_AVAILABLE = 1002;
    private static final int OWNER_RESOURCE_GONE = 1003;
    // How Azure Cosmos DB words an ETag failure that a stored procedure caught and threw on, as a 400.
    private static final List<String> RETHROWN_PRECONDITION = List.of(
            "One of the specified pre-condition is not met", "PreconditionFailed", "\"number\":412",
            "RetryWith", "\"number\":449");

    /** For the few SDK calls outside a gateway (provisioning metadata). */
    public static CosmosFailure of(CosmosException e) {
        return of(e.getStatusCode(), e.getSubStatusCode(), e.getMessage());
    }

    static CosmosFailure of(int status, int subStatus, String message) {
        return switch (status) {
            case 404 -> subStatus == READ_SESSION_NOT_AVAILABLE ? BUSY : subStatus == OWNER_RESOURCE_GONE ? GONE : NOT_FOUND;
            case 409 -> CONFLICT;
            case 412 -> LOST_RACE;
            case 408, 410, 429, 449, 503 -> BUSY;
            case 400 -> rethrownPrecondition(message) ? LOST_RACE : OTHER;
            default -> OTHER;
        };
    }

    private static boolean rethrownPrecondition(String message) {
        // The SDK wraps the server's message in JSON, escaping its quotes: compare without them.
        String plain = String.valueOf(message).replace("\\", "");
        return RETHROWN_PRECONDITION.stream().anyMatch(plain::contains);
    }
}
