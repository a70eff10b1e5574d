package io.cosmosblog.application.port;

import java.time.Duration;

/**
 * One storage adapter, opened: its ports, and the connections and threads behind them, which
 * {@link #close()} releases. It is the one unit that is chosen, wired and tested against the contracts.
 */
public interface BlogStorage extends AutoCloseable {

    StoragePorts ports();

    /** Which blog the store holds, and what the last copy into it left. */
    StoredBlog storedBlog();

    /**
     * The longest a write that read its token just before a revocation may still take to commit
     * through another instance: a revocation answers only after it. None where one process serves.
     */
    default Duration revocationSettle() {
        return Duration.ZERO;
    }

    /** Where erasures cut short are remembered for the next start; none where a crash loses everything anyway. */
    default UnfinishedErasures unfinishedErasures() {
        return UnfinishedErasures.NONE;
    }

    /** Releases connections and threads, after the projections have been stopped. */
    @Override
    void close();
}
