package io.cosmosblog.adapters.http.security;

import org.eclipse.jetty.server.handler.QoSHandler;

/**
 * Jetty's quality-of-service handler over the requests with a body: at most so many read their
 * bodies at once, the next ones wait (suspended, holding no thread) for a turn, and past the
 * queue or the wait they are answered 503, which the error handler gives a {@code Retry-After}.
 * Reads pass by, so slow or many writers cannot starve them.
 */
public final class WritesInTurn {

    private WritesInTurn() {
    }

    public static QoSHandler handler(LoadBounds bounds) {
        QoSHandler writes = new QoSHandler();
        writes.includeMethod("POST", "PUT", "PATCH", "DELETE");
        writes.setMaxRequestCount(bounds.writesInProgress());
        writes.setMaxSuspendedRequestCount(bounds.writesWaiting());
        writes.setMaxSuspend(bounds.longestWait());
        writes.setRejectStatusCode(503);
        return writes;
    }
}
