package io.cosmosblog.tools.bench;

import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.LongStream;

/**
 * The ceiling's load, made the way wrk makes it: a few keep-alive connections on plain sockets,
 * opened before the clock starts, each sending the next GET as soon as the last answer is read,
 * for a fixed time, with nothing per request but its bytes. The JDK's HTTP client costs more CPU
 * per request than the bare route it measures, and on a machine of two cores that cost is taken
 * from the server under test: it held the bare route back more than Q2 and under-reported how
 * close Q2 comes. Only GETs, only what the ceiling needs.
 */
final class RawLoad {

    /** Distinct requests prepared per connection; a longer round goes round them again. */
    private static final int PREPARED = 4_096;

    private final int connections;

    RawLoad(int connections) {
        this.connections = connections;
    }

    Measurement drive(Scenario scenario, Duration time, long seed) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(connections);
        try {
            List<Socket> sockets = new ArrayList<>();
            List<byte[][]> prepared = new ArrayList<>();
            for (int c = 0; c < connections; c++) {
                SplittableRandom random = new SplittableRandom(seed * 31 + c);
                byte[][] wire = new byte[PREPARED][];
                URI uri = null;
                for (int i = 0; i < PREPARED; i++) {
                    uri = scenario.request().apply(random).uri();
                    wire[i] = ("GET " + uri.getRawPath() + (uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery())
                            + " HTTP/1.1\r\nHost: " + uri.getHost() + ":" + uri.getPort() + "\r\nAccept: application/json\r\n\r\n")
                            .getBytes(StandardCharsets.US_ASCII);
                }
                prepared.add(wire);
                Socket socket = new Socket(uri.getHost(), uri.getPort());
                socket.setTcpNoDelay(true);
                sockets.add(socket);
            }
            CountDownLatch go = new CountDownLatch(1);
            List<Future<Connection>> running = new ArrayList<>();
            for (int c = 0; c < connections; c++) {
                Socket socket = sockets.get(c);
                byte[][] wire = prepared.get(c);
                running.add(pool.submit(() -> {
                    go.await();
                    return Connection.drive(socket, wire, time);
                }));
            }
            long start = System.nanoTime();
            go.countDown();
            List<Connection> done = new ArrayList<>();
            for (Future<Connection> connection : running) {
                done.add(connection.get());
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            long[] all = done.stream().flatMapToLong(Connection::latencies).sorted().toArray();
            FailedRequests errors = FailedRequests.of(done.stream().map(Connection::errors).toList());
            return new Measurement(scenario, all.length, errors, ScenarioDriver.percentile(all, 0.50), ScenarioDriver.percentile(all, 0.99),
                    all.length / seconds, 0, 0, 0, 0, 0, 0, 0);
        } finally {
            pool.shutdownNow();
        }
    }

    /** What one connection did: each answer's latency in nanoseconds, and its errors by status. */
    private record Connection(long[] nanos, int count, Map<String, Integer> errors) {

        static Connection drive(Socket socket, byte[][] wire, Duration time) throws IOException {
            long[] nanos = new long[16 * 1024];
            int count = 0;
            Map<String, Integer> errors = new HashMap<>();
            try (socket) {
                OutputStream out = socket.getOutputStream();
                ResponseReader answers = new ResponseReader(socket.getInputStream());
                long end = System.nanoTime() + time.toNanos();
                for (long now = System.nanoTime(); now < end; count++) {
                    out.write(wire[count % wire.length]);
                    int status = answers.next();
                    if (status >= 400) {
                        errors.merge(String.valueOf(status), 1, Integer::sum);
                    }
                    long answered = System.nanoTime();
                    if (count == nanos.length) {
                        nanos = Arrays.copyOf(nanos, 2 * count);
                    }
                    nanos[count] = answered - now;
                    now = answered;
                }
            }
            return new Connection(nanos, count, errors);
        }

        LongStream latencies() {
            return Arrays.stream(nanos, 0, count);
        }
    }
}
