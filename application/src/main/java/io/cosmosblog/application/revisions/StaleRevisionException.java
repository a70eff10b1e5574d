package io.cosmosblog.application.revisions;

/**
 * A change sent from a read that is no longer current: someone else changed the post or user
 * since. Nothing was written; {@link #current()} is the revision to read again.
 */
public final class StaleRevisionException extends RuntimeException {

    private final long current;

    public StaleRevisionException(String what, long current) {
        super("the " + what + " has changed since you read it; read it again and redo your change");
        this.current = current;
    }

    public long current() {
        return current;
    }
}
