package io.cosmosblog.tools.overload;

import java.io.IOException;
import java.net.InetAddress;

/** A load balancer's view: {@code GET /health} ten times a second, timed. */
final class HealthProbe extends LoadClient {

    private static final long EVERY_MS = 100;

    private final InetAddress address;

    HealthProbe(RawHttp http, InetAddress address, long deadline, Tally tally) {
        super(http, deadline, tally);
        this.address = address;
    }

    @Override
    void request() throws IOException, InterruptedException {
        try {
            counted(http.send(address, "GET", "/health", null, null));
        } finally {
            Thread.sleep(EVERY_MS);
        }
    }
}
