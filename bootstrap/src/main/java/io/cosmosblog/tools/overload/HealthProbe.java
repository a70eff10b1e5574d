package io.cosmosblog.tools.overload;

import java.io.IOException;
import java.net.InetAddress;

/** A load balancer's view: {@code GET /health} ten times a second, timed. */
final class HealthProbe implements Runnable {

    private static final long EVERY_MS = 100;

    private final RawHttp http;
    private final InetAddress address;
    private final long deadline;
    private final Tally tally;

    HealthProbe(RawHttp http, InetAddress address, long deadline, Tally tally) {
        this.http = http;
        this.address = address;
        this.deadline = deadline;
        this.tally = tally;
    }

    @Override
    public void run() {
        while (System.nanoTime() < deadline) {
            try {
                RawHttp.Answer answer = http.send(address, "GET", "/health", null, null);
                tally.answered(answer.status(), answer.nanos());
            } catch (IOException e) {
                tally.noAnswer();
            }
            try {
                Thread.sleep(EVERY_MS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }
}
