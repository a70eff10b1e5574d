package io.cosmosblog.adapters.inmemory.local;

/**
 * A write could not be committed to disk (disk full, an I/O error): the request fails, and the local
 * store refuses every write after it, since memory may now be ahead of the disk.
 */
public final class WriteNotCommittedException extends RuntimeException {

    public WriteNotCommittedException(String message, Throwable cause) {
        super(message, cause);
    }
}
