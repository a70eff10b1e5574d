package io.cosmosblog.bootstrap;

/**
 * What each storage module does after the service has stopped and its projections are drained:
 * release connections and threads. One binding per storage module, so {@link BlogService} need
 * not know which storage it runs on.
 */
@FunctionalInterface
public interface StorageShutdown {

    void close();
}
