package io.cosmosblog.bootstrap.bench;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The ceiling's load, made the way wrk makes it: a few keep-alive connections on plain sockets,
 * each sending the next GET as soon as the last answer is read, with nothing per request but its
 * bytes. The JDK's HTTP client costs more CPU per request than the bare route it measures, and on
 * a machine of two cores that cost is taken from the server under test: it held the bare route back
 * more than Q2 and under-reported how close Q2 comes. Only GETs, only what the ceiling needs.
 */
final class RawLoad {

    private final int connections;

    RawLoad(int connections) {
        this.connections = connections;
    }

    Measurement drive(Scenario scenario, int requests, long seed) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(connections);
        try {
            List<Future<long[]>> running = new ArrayList<>();
            List<byte[][]> prepared = new ArrayList<>();
            URI target = null;
            for (int c = 0; c < connections; c++) {
                int share = requests / connections + (c < requests % connections ? 1 : 0);
                SplittableRandom random = new SplittableRandom(seed * 31 + c);
                byte[][] wire = new byte[share][];
                for (int i = 0; i < share; i++) {
                    URI uri = scenario.request().apply(random).uri();
                    target = uri;
                    wire[i] = ("GET " + uri.getRawPath() + (uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery())
                            + " HTTP/1.1\r\nHost: " + uri.getHost() + ":" + uri.getPort() + "\r\nAccept: application/json\r\n\r\n")
                            .getBytes(StandardCharsets.US_ASCII);
                }
                prepared.add(wire);
            }
            String host = target.getHost();
            int port = target.getPort();
            int[] failures = new int[connections];
            long start = System.nanoTime();
            for (int c = 0; c < connections; c++) {
                byte[][] wire = prepared.get(c);
                int connection = c;
                running.add(pool.submit(() -> run(host, port, wire, failures, connection)));
            }
            List<long[]> latencies = new ArrayList<>();
            for (Future<long[]> done : running) {
                latencies.add(done.get());
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            long[] all = latencies.stream().flatMapToLong(Arrays::stream).sorted().toArray();
            return new Measurement(scenario, all.length, Arrays.stream(failures).sum(), Driver.percentile(all, 0.50),
                    Driver.percentile(all, 0.99), all.length / seconds, 0, 0, 0, 0, 0, 0, 0);
        } finally {
            pool.shutdownNow();
        }
    }

    private static long[] run(String host, int port, byte[][] wire, int[] failures, int connection) throws IOException {
        long[] latencies = new long[wire.length];
        try (Socket socket = new Socket(host, port)) {
            socket.setTcpNoDelay(true);
            OutputStream out = new BufferedOutputStream(socket.getOutputStream(), 1024);
            InputStream in = new BufferedInputStream(socket.getInputStream(), 64 * 1024);
            for (int i = 0; i < wire.length; i++) {
                long start = System.nanoTime();
                out.write(wire[i]);
                out.flush();
                if (readResponse(in) >= 400) {
                    failures[connection]++;
                }
                latencies[i] = System.nanoTime() - start;
            }
        }
        return latencies;
    }

    /** Reads one response, body included (by Content-Length or chunks); its status. */
    private static int readResponse(InputStream in) throws IOException {
        String statusLine = line(in);
        int status = Integer.parseInt(statusLine.substring(9, 12));
        long length = -1;
        boolean chunked = false;
        for (String header = line(in); !header.isEmpty(); header = line(in)) {
            String lower = header.toLowerCase(Locale.ROOT);
            if (lower.startsWith("content-length:")) {
                length = Long.parseLong(lower.substring(15).trim());
            } else if (lower.startsWith("transfer-encoding:") && lower.contains("chunked")) {
                chunked = true;
            }
        }
        if (chunked) {
            for (long size = Long.parseLong(line(in).trim(), 16); size > 0; size = Long.parseLong(line(in).trim(), 16)) {
                skip(in, size);
                line(in);
            }
            line(in);
        } else if (length > 0) {
            skip(in, length);
        }
        return status;
    }

    private static String line(InputStream in) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream(64);
        for (int b = in.read(); b != '\n'; b = in.read()) {
            if (b < 0) {
                throw new EOFException("the connection closed mid-answer");
            }
            if (b != '\r') {
                line.write(b);
            }
        }
        return line.toString(StandardCharsets.US_ASCII);
    }

    private static void skip(InputStream in, long bytes) throws IOException {
        for (long left = bytes; left > 0; ) {
            long skipped = in.skip(left);
            if (skipped <= 0) {
                if (in.read() < 0) {
                    throw new EOFException("the connection closed mid-body");
                }
                skipped = 1;
            }
            left -= skipped;
        }
    }
}
