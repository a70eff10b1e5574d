package io.cosmosblog.adapters.http;

import io.cosmosblog.application.port.metering.StorageCost;
import io.javalin.http.Context;
import io.javalin.router.Endpoint;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.binder.jetty.JettyConnectionMetrics;
import io.micrometer.core.instrument.binder.jetty.JettyServerThreadPoolMetrics;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.util.thread.ThreadPool;

/**
 * What the HTTP side tells the metrics: requests per route, method and status with a latency
 * histogram; what each route cost the store (the Server-Timing figures, aggregated); Jetty's
 * threads and connections; requests refused by a rate limit. {@link ManagementApi} answers the
 * registry in Prometheus' text format, on the management port only.
 */
public final class HttpMetrics {

    private static final String PROMETHEUS_TEXT = "text/plain; version=0.0.4; charset=utf-8";
    /** The methods HTTP defines; any other name a client makes up is counted as {@code OTHER}. */
    private static final Set<String> KNOWN_METHODS = Set.of("GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH",
            "TRACE", "CONNECT");
    static final String OTHER_METHOD = "OTHER";

    private final MeterRegistry registry;
    private final Supplier<String> exposition;
    // Meters found once per route (method, status) and kept: building a meter's id and looking it
    // up in the registry on every request cost Q2 a measurable share of its throughput.
    private final Map<RequestKind, Timer> timers = new ConcurrentHashMap<>();
    private final Map<String, StoreCostMeters> storeCosts = new ConcurrentHashMap<>();

    /** Hashed and compared by hand: the generated record methods cost more than the lookup. */
    private record RequestKind(String route, String method, int status) {

        @Override
        public int hashCode() {
            return (31 * route.hashCode() + method.hashCode()) * 31 + status;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof RequestKind kind && status == kind.status && route.equals(kind.route)
                    && method.equals(kind.method);
        }
    }

    private record StoreCostMeters(DistributionSummary operations, DistributionSummary partitions,
            DistributionSummary requestUnits) {
    }

    /** {@code exposition}: the registry's contents as Prometheus text. */
    public HttpMetrics(MeterRegistry registry, Supplier<String> exposition) {
        this.registry = registry;
        this.exposition = exposition;
    }

    /** {@code GET /metrics}: the registry as Prometheus text. */
    void expose(Context ctx) {
        ctx.contentType(PROMETHEUS_TEXT).result(exposition.get());
    }

    /** A request a rate limit refused, by limit ({@code sign-ups}, {@code writes}). */
    public void rateLimited(String limit) {
        registry.counter("blog.http.rate.limited", "limit", limit).increment();
    }

    void bind(Server server) {
        ThreadPool threads = server.getThreadPool();
        new JettyServerThreadPoolMetrics(threads, List.of()).bindTo(registry);
        JettyConnectionMetrics.addToAllConnectors(server, registry);
    }

    /** A request answered, {@code millis} after it came in (a {@code RequestLogger}). */
    void requestDone(Context ctx, float millis) {
        timers.computeIfAbsent(new RequestKind(route(ctx), method(ctx), ctx.statusCode()), kind -> Timer
                        .builder("http.server.requests")
                        .description("HTTP requests by route, method and status")
                        .tag("route", kind.route())
                        .tag("method", kind.method())
                        .tag("status", String.valueOf(kind.status()))
                        .publishPercentileHistogram()
                        .register(registry))
                .record((long) (millis * 1_000_000.0), TimeUnit.NANOSECONDS);
    }

    /** One API request's store cost, by route: operations, partitions and request units. */
    void storeCost(Context ctx, StorageCost cost) {
        StoreCostMeters meters = storeCosts.computeIfAbsent(route(ctx), route -> new StoreCostMeters(
                summary("blog.store.operations", "store operations per request", route),
                summary("blog.store.partitions", "logical partitions touched per request", route),
                summary("blog.store.request.units", "request units (RU) per request; modelled in memory and on the local store", route)));
        meters.operations().record(cost.operations());
        meters.partitions().record(cost.partitions());
        meters.requestUnits().record(cost.requestCharge());
    }

    private DistributionSummary summary(String name, String description, String route) {
        return DistributionSummary.builder(name).description(description).tag("route", route).register(registry);
    }

    /** The request's method when HTTP defines it: labels come from a closed set, whatever clients send. */
    private static String method(Context ctx) {
        String method = ctx.req().getMethod();
        return KNOWN_METHODS.contains(method) ? method : OTHER_METHOD;
    }

    /** The route's pattern, never the raw path: ids in tags would grow the registry without bound. */
    private static String route(Context ctx) {
        try {
            Endpoint matched = ctx.endpoints().matchedHttpEndpoint();
            return matched == null ? "unmatched" : matched.path;
        } catch (RuntimeException none) {
            return "unmatched";
        }
    }
}
