package io.cosmosblog.adapters.http.security;

import java.time.Duration;

/**
 * What one client, or many, may hold of the server while sending requests: writes (the requests
 * with a body, whose reading holds a thread) in progress at once and waiting for a turn, how long
 * one waits before it is answered 503 with {@code Retry-After}, and how slowly a body may come
 * before it is cut off (408). Reads never wait behind writes, so {@code /health} and the pages
 * keep answering while writers are held up.
 *
 * @param writesInProgress requests with a body served at once
 * @param writesWaiting requests with a body waiting for a turn, past which one is answered 503 at once
 * @param longestWait how long a request with a body waits for its turn before it is answered 503
 * @param slowestBody the fewest bytes a second a body may come at, counted from its request's turn past a grace of
 *        a second ({@link BodyPace})
 * @param longestPause the longest a request may send nothing while its body is read
 */
public record LoadBounds(int writesInProgress, int writesWaiting, Duration longestWait, long slowestBody,
        Duration longestPause) {

    /**
     * 64 writes at once is more than a store serving one machine takes in parallel, and leaves
     * most of the server's 250 threads to reads; 1 KiB/s lets a 1 MiB body through a modem.
     */
    public static final LoadBounds DEFAULT = new LoadBounds(64, 512, Duration.ofSeconds(2), 1024, Duration.ofSeconds(10));

    public LoadBounds {
        if (writesInProgress < 1 || writesWaiting < 0 || longestWait.isNegative() || slowestBody < 1
                || longestPause.isNegative() || longestPause.isZero()) {
            throw new IllegalArgumentException("load bounds must be positive");
        }
    }
}
