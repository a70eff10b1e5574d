package io.cosmosblog.application.port;

/**
 * One storage adapter, opened: its ports, and the connections and threads behind them, which
 * {@link #close()} releases. It is the one unit that is chosen, wired and tested against the contracts.
 */
public interface BlogStorage extends AutoCloseable {

    StoragePorts ports();

    /** Which blog the store holds, and what the last copy into it left. */
    StoredBlog storedBlog();

    /** Releases connections and threads, after the projections have been stopped. */
    @Override
    void close();
}
