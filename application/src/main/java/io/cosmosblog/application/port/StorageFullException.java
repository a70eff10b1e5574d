package io.cosmosblog.application.port;

/**
 * The storage has no room for more: it refuses writes before its memory or its disk runs out, and
 * serves reads as before. Nothing the client did wrong, and nothing a retry mends soon: an
 * operator gives it room (a larger heap, free disk) or removes data.
 */
public final class StorageFullException extends RuntimeException {

    public StorageFullException(String message) {
        super(message);
    }
}
