package io.cosmosblog.adapters.inmemory.durable;

/**
 * A write could not be kept on disk (disk full, an I/O error): the request fails, and the local
 * store refuses every write after it, since memory may now be ahead of the disk.
 */
public final class WriteNotKeptException extends RuntimeException {

    public WriteNotKeptException(String message, Throwable cause) {
        super(message, cause);
    }
}
