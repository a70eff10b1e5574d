package io.cosmosblog.tools.bench;

import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodyHandlers;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/** Drives one scenario over real sockets from several client threads, for a fixed number of requests. */
final class ScenarioDriver {

    static {
        // The JDK client keeps idle connections 20 minutes, Jetty closes them after 30 s: a POST
        // sent on one the server has just closed fails outright, so let the client drop them first.
        System.setProperty("jdk.httpclient.keepalive.timeout", "10");
    }

    private final HttpClient client = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();
    private final int threads;

    ScenarioDriver(int threads) {
        this.threads = threads;
    }

    Measurement drive(Scenario scenario, int requests, long seed) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            long start = System.nanoTime();
            List<Future<ThreadResult>> running = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int share = requests / threads + (t < requests % threads ? 1 : 0);
                SplittableRandom random = new SplittableRandom(seed * 31 + t);
                running.add(pool.submit(() -> run(scenario, share, random)));
            }
            List<ThreadResult> results = new ArrayList<>();
            for (Future<ThreadResult> done : running) {
                results.add(done.get());
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            return summarize(scenario, results, seconds);
        } finally {
            pool.shutdownNow();
        }
    }

    private ThreadResult run(Scenario scenario, int count, SplittableRandom random) throws Exception {
        ThreadResult result = new ThreadResult(count);
        for (int i = 0; i < count; i++) {
            var request = scenario.request().apply(random);
            long start = System.nanoTime();
            try {
                HttpResponse<byte[]> response = send(request);
                if (response.statusCode() >= 400) {
                    result.fail(FailedRequests.answered(response.statusCode(), response.body()));
                }
                StorageCostReading.parse(response.headers().firstValue("Server-Timing"))
                        .ifPresentOrElse(result::add, result::uncosted);
            } catch (IOException e) {
                // Counted, not fatal: one lost connection should not void a whole run's figures.
                result.fail(FailedRequests.unanswered(e));
            }
            result.latencies[i] = System.nanoTime() - start;
        }
        return result;
    }

    /**
     * Sends the request, and once more if it got no answer at all (but for a timeout). On a
     * kept-alive connection that is the service having closed it just as the request went out,
     * as a server closes one it found idle: the JDK client then says "HTTP/1.1 header parser
     * received no bytes" and sends a read again by itself, but never a write, which it cannot
     * know to be safe. Every write here is: a like repeated is a repeat, and one more user, post
     * or comment changes no figure. Counted as an error, it was a failure of the measuring, not
     * of the service.
     */
    private HttpResponse<byte[]> send(HttpRequest request) throws IOException, InterruptedException {
        try {
            return client.send(request, BodyHandlers.ofByteArray());
        } catch (HttpTimeoutException e) {
            throw e;
        } catch (IOException e) {
            return client.send(request, BodyHandlers.ofByteArray());
        }
    }

    private static Measurement summarize(Scenario scenario, List<ThreadResult> results, double seconds) {
        long[] all = results.stream().flatMapToLong(r -> Arrays.stream(r.latencies)).sorted().toArray();
        FailedRequests errors = FailedRequests.of(results.stream().map(r -> r.errors).toList());
        int costed = results.stream().mapToInt(r -> r.costed).sum();
        double ops = results.stream().mapToLong(r -> r.operations).sum() / (double) Math.max(1, costed);
        int maxOps = results.stream().mapToInt(r -> r.maxOperations).max().orElse(0);
        double partitions = results.stream().mapToLong(r -> r.partitions).sum() / (double) Math.max(1, costed);
        int maxPartitions = results.stream().mapToInt(r -> r.maxPartitions).max().orElse(0);
        double ru = results.stream().mapToDouble(r -> r.requestCharge).sum() / Math.max(1, costed);
        double minRu = results.stream().mapToDouble(r -> r.minRequestCharge).min().orElse(0);
        double bytes = results.stream().mapToLong(r -> r.bytesWritten).sum() / (double) Math.max(1, costed);
        return new Measurement(scenario, all.length, errors, percentile(all, 0.50), percentile(all, 0.99),
                all.length / seconds, ops, maxOps, partitions, maxPartitions, ru, minRu, bytes);
    }

    static double percentile(long[] sortedNanos, double p) {
        if (sortedNanos.length == 0) {
            return Double.NaN;
        }
        int index = (int) Math.min(sortedNanos.length - 1, Math.ceil(p * sortedNanos.length) - 1);
        return sortedNanos[Math.max(0, index)] / 1e6;
    }

    /** One client thread's raw figures. */
    private static final class ThreadResult {
        final long[] latencies;
        final Map<String, Integer> errors = new HashMap<>();
        int costed;
        long operations;
        int maxOperations;
        long partitions;
        int maxPartitions;
        double requestCharge;
        double minRequestCharge = Double.POSITIVE_INFINITY;
        long bytesWritten;

        ThreadResult(int count) {
            latencies = new long[count];
        }

        void fail(String reason) {
            errors.merge(reason, 1, Integer::sum);
        }

        void add(StorageCostReading cost) {
            costed++;
            operations += cost.operations();
            maxOperations = Math.max(maxOperations, cost.operations());
            partitions += cost.partitions();
            maxPartitions = Math.max(maxPartitions, cost.partitions());
            requestCharge += cost.requestCharge();
            minRequestCharge = Math.min(minRequestCharge, cost.requestCharge());
            bytesWritten += cost.bytesWritten();
        }

        // A response that says nothing of its cost counts as costing nothing, so it cannot hide.
        void uncosted() {
            minRequestCharge = 0;
        }
    }
}
