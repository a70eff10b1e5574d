package io.cosmosblog.bootstrap.bench;

import io.cosmosblog.application.metering.StoreCost;
import io.cosmosblog.bootstrap.BlogComponent;
import io.cosmosblog.bootstrap.Settings;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;

/**
 * The article's measurement for this build: load an article-shaped data set, drive each of the
 * ten requests over HTTP, and print what each cost the store, how fast it was, and how that
 * changes with ten times the data.
 */
public final class Benchmark {

    private static final String POST_SIZED_JSON = "{\"id\":\"" + "0".repeat(36) + "\",\"title\":\"A post\",\"content\":\""
            + "x".repeat(1000) + "\",\"commentCount\":12,\"likeCount\":50,\"creationDate\":\"2026-11-21T10:00:00Z\"}";

    private final Function<Settings, BlogComponent> components;
    private final Settings settings;
    private final BenchOptions options;
    private final PrintStream out;

    Benchmark(Function<Settings, BlogComponent> components, Settings settings, BenchOptions options, PrintStream out) {
        this.components = components;
        this.settings = settings;
        this.options = options;
        this.out = out;
    }

    /** {@code bench [--users N] [--scale N] [--requests N] [--threads N] [--seed N]}. */
    public static void run(String[] args, Function<Settings, BlogComponent> components, Settings settings, PrintStream out)
            throws Exception {
        new Benchmark(components, settings, BenchOptions.parse(args), out).run();
    }

    BenchResult run() throws Exception {
        Report report = new Report(out);
        report.header(settings.storage().settingValue(), options);
        Driver driver = new Driver(options.threads());

        Run small = measure(options.users(), driver, true);
        System.gc();
        Run large = options.scale() > 1 ? measure(options.users() * options.scale(), driver, false) : small;

        BenchResult result = new BenchResult(small, large);
        report.table(small);
        report.projections(small.projections());
        report.scaling(result);
        report.ceiling(result);
        report.loads(result);
        return result;
    }

    private Run measure(int users, Driver driver, boolean everything) throws Exception {
        out.printf("%n## %,d users%n", users);
        try (RunningTarget target = new RunningTarget(components, settings)) {
            DataSet data = target.loader(out).load(users, options.seed(), 2);
            out.printf("  loaded %,d items in %.1f s: %,.0f items/s%n", data.items(), data.loadTime().toNanos() / 1e9,
                    data.itemsPerSecond());
            target.awaitProjections();
            List<Scenario> all = new Scenarios(target.baseUrl(), data).all();
            // Every read path is warmed (JIT, connections) before any is measured, the same way at
            // every size, so the scaling ratio compares like with like; writes only at the first size.
            List<Scenario> reads = all.stream().filter(s -> s.id().startsWith("Q")).toList();
            for (Scenario read : reads) {
                driver.drive(read, options.requests(), options.seed() - 1);
            }
            List<Measurement> measurements = new ArrayList<>();
            for (Scenario read : reads) {
                measurements.add(driver.drive(read, options.requests(), options.seed()));
                out.printf("  measured %s%n", read.id());
            }
            Scenario q2 = all.stream().filter(s -> s.id().equals("Q2")).findFirst().orElseThrow();
            Ceiling ceiling = everything ? ceiling(driver, q2) : null;
            List<ProjectionCost> projections = new ArrayList<>();
            for (Scenario write : everything ? all.stream().filter(s -> s.id().startsWith("C")).toList() : List.<Scenario>of()) {
                driver.drive(write, Math.min(options.requests(), 1_000), options.seed() - 1);
                target.awaitProjections();
                StoreCost before = target.projectionCostSoFar();
                measurements.add(driver.drive(write, options.requests(), options.seed()));
                target.awaitProjections();
                projections.add(ProjectionCost.between(write.id(), options.requests(), before, target.projectionCostSoFar()));
                out.printf("  measured %s%n", write.id());
            }
            measurements.sort(Comparator.comparingInt(m -> all.indexOf(m.scenario())));
            return new Run(users, data, measurements, projections, ceiling);
        }
    }

    /** Q2 and the bare route, warmed, then measured back to back so both see the same machine. */
    private Ceiling ceiling(Driver driver, Scenario q2) throws Exception {
        try (BareRoute bare = new BareRoute(POST_SIZED_JSON)) {
            driver.drive(bare.scenario(), options.requests(), options.seed());
            driver.drive(q2, options.requests(), options.seed());
            return new Ceiling(driver.drive(q2, options.requests(), options.seed()),
                    driver.drive(bare.scenario(), options.requests(), options.seed()));
        }
    }

    /** Q2's throughput beside a route that does nothing but answer a post-sized JSON. */
    record Ceiling(Measurement q2, Measurement bare) {

        double ratio() {
            return q2.perSecond() / bare.perSecond();
        }
    }

    /** The figures of one data-set size. */
    record Run(int users, DataSet data, List<Measurement> measurements, List<ProjectionCost> projections, Ceiling ceiling) {

        Measurement of(String id) {
            return measurements.stream().filter(m -> m.scenario().id().equals(id)).findFirst().orElseThrow();
        }
    }
}
