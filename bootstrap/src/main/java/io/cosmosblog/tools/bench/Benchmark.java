package io.cosmosblog.tools.bench;

import io.cosmosblog.application.port.metering.StorageCost;
import io.cosmosblog.bootstrap.BlogComponent;
import io.cosmosblog.bootstrap.Settings;
import io.cosmosblog.bootstrap.console.Plural;
import java.io.PrintStream;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;

/**
 * The article's measurement for this build: load an article-shaped data set, drive each of the
 * ten requests over HTTP, and print what each cost the store, how fast it was, and how that
 * changes with ten times the data.
 *
 * <p>Both sizes stay loaded side by side and every read is measured on them in alternation,
 * round after round, so JIT, garbage collection and a busy machine weigh on both alike.
 */
public final class Benchmark {

    private final Function<Settings, BlogComponent> components;
    private final Settings settings;
    private final BenchOptions options;
    private final PrintStream out;
    private final PrintStream progress;
    private final ScenarioDriver driver;

    /** The report goes to {@code out} once everything is measured; what it is doing meanwhile to {@code progress}. */
    Benchmark(Function<Settings, BlogComponent> components, Settings settings, BenchOptions options, PrintStream out,
            PrintStream progress) {
        this.components = components;
        this.settings = settings;
        this.options = options;
        this.out = out;
        this.progress = progress;
        this.driver = new ScenarioDriver(options.threads());
    }

    public static void run(BenchOptions options, Settings settings, PrintStream out, PrintStream progress) throws Exception {
        new Benchmark(BenchTargets::of, settings, options, out, progress).run();
    }

    BenchResult run() throws Exception {
        int largeUsers = options.users() * options.scale();
        Loaded small = load(options.users());
        // At --scale 1 the "large" size is the small one itself, not a second copy of it.
        Loaded large = options.scale() > 1 ? load(largeUsers) : small;
        try {
            List<Scenario> reads = small.scenarios().stream().filter(s -> s.id().startsWith("Q")).toList();
            progress.printf("%nwarming up%n");
            for (Scenario read : reads) {
                drive(read);
                drive(large.scenario(read.id()));
            }
            List<List<Measurement>> smallRounds = new ArrayList<>();
            List<List<Measurement>> largeRounds = new ArrayList<>();
            for (int round = 1; round <= BenchResult.ROUNDS; round++) {
                List<Measurement> onSmall = new ArrayList<>();
                List<Measurement> onLarge = new ArrayList<>();
                for (Scenario read : reads) {
                    onSmall.add(drive(read));
                    onLarge.add(drive(large.scenario(read.id())));
                }
                smallRounds.add(onSmall);
                largeRounds.add(onLarge);
                progress.printf("  reads measured, round %d of %d%n", round, BenchResult.ROUNDS);
            }
            Ceiling ceiling = ceiling(small.scenario("Q2"));
            List<Measurement> writes = new ArrayList<>();
            List<ProjectionCost> projections = new ArrayList<>();
            for (Scenario write : small.scenarios().stream().filter(s -> s.id().startsWith("C")).toList()) {
                measureWrite(small, write, writes, projections);
            }
            Run smallRun = small.run(inOrder(small, medians(smallRounds), writes), projections, ceiling);
            Run largeRun = large.run(medians(largeRounds), List.of(), null);
            BenchResult result = new BenchResult(smallRun, largeRun);
            new BenchmarkReport(out, settings.storage(), settings.model(), options).print(result);
            return result;
        } finally {
            large.close();
            if (large != small) {
                small.close();
            }
        }
    }

    private Loaded load(int users) throws Exception {
        progress.printf("%n%s%n", Plural.of(users, "user"));
        long heapBefore = usedHeap();
        RunningTarget target = new RunningTarget(components, settings, users + "-users");
        DataSet data = target.loader(progress).load(users, options.seed(), 2);
        target.awaitProjections();
        long heap = usedHeap() - heapBefore;
        progress.printf("  loaded %s in %.1f s: %,.0f items/s; heap %,d MiB (%s per item)%n", Plural.of(data.items(), "item"),
                data.loadTime().toNanos() / 1e9, data.itemsPerSecond(), heap >> 20,
                Plural.of(heap / Math.max(1, data.items()), "byte"));
        return new Loaded(users, target, data, new Scenarios(target.baseUrl(), data).all(), heap);
    }

    private void measureWrite(Loaded small, Scenario write, List<Measurement> writes, List<ProjectionCost> projections)
            throws Exception {
        driver.drive(write, Math.min(options.requests(), 1_000), options.seed() - 1);
        small.target().awaitProjections();
        StorageCost before = small.target().projectionCostSoFar();
        writes.add(drive(write));
        small.target().awaitProjections();
        projections.add(ProjectionCost.between(write.id(), options.requests(), before, small.target().projectionCostSoFar()));
        progress.printf("  measured %s%n", write.id());
    }

    /**
     * Q2 and the bare route, each warmed for a round, then driven in turn for a fixed time per
     * round with a wrk-like load ({@link RawLoad}); each side's median round, and their ratio.
     * Q2 is driven twice a round: on one post again and again, like for like with the bare route's
     * one answer (what wrk measures given one URL), and on random posts of the data set, which adds
     * what reading memory nobody read lately costs. The order turns each round, so no side always
     * runs first after a switch (and pays for what the one before left behind, garbage included).
     */
    private Ceiling ceiling(Scenario q2) throws Exception {
        RawLoad load = new RawLoad(options.threads());
        Duration round = options.ceilingRound();
        HttpRequest onePost = q2.request().apply(new SplittableRandom(options.seed()));
        Scenario again = new Scenario(q2.id(), q2.name() + ", one post", random -> onePost);
        try (BareRoute bare = new BareRoute(answerTo(onePost))) {
            load.drive(bare.scenario(), round, options.seed());
            load.drive(q2, round, options.seed());
            List<Scenario> sides = List.of(again, q2, bare.scenario());
            List<List<Measurement>> measured = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
            for (int i = 0; i < BenchResult.CEILING_ROUNDS; i++) {
                for (int turn = 0; turn < sides.size(); turn++) {
                    int side = (i + turn) % sides.size();
                    measured.get(side).add(load.drive(sides.get(side), round, options.seed() + (side == 1 ? i : 0)));
                }
            }
            return new Ceiling(medianRound(measured.get(0)), medianRound(measured.get(1)), medianRound(measured.get(2)));
        }
    }

    /** The round whose throughput is the median of the rounds. */
    private static Measurement medianRound(List<Measurement> rounds) {
        List<Measurement> sorted = rounds.stream().sorted(Comparator.comparingDouble(Measurement::perSecond)).toList();
        return sorted.get(sorted.size() / 2);
    }

    /** The very bytes Q2 answers for that post: what the bare route answers, with no work behind them. */
    private static String answerTo(HttpRequest q2) throws Exception {
        HttpResponse<String> answer = HttpClient.newHttpClient().send(q2, HttpResponse.BodyHandlers.ofString());
        if (answer.statusCode() != 200) {
            throw new IllegalStateException("Q2 answered " + answer.statusCode() + " to " + q2.uri());
        }
        return answer.body();
    }

    private Measurement drive(Scenario scenario) throws Exception {
        return driver.drive(scenario, options.requests(), options.seed());
    }

    /** Per read, the round whose p50 is the median of the rounds. */
    private static List<Measurement> medians(List<List<Measurement>> rounds) {
        List<Measurement> medians = new ArrayList<>();
        for (int i = 0; i < rounds.get(0).size(); i++) {
            int read = i;
            List<Measurement> sorted = rounds.stream().map(round -> round.get(read))
                    .sorted(Comparator.comparingDouble(Measurement::p50Ms)).toList();
            medians.add(sorted.get(sorted.size() / 2));
        }
        return medians;
    }

    private static List<Measurement> inOrder(Loaded loaded, List<Measurement> reads, List<Measurement> writes) {
        List<Measurement> all = new ArrayList<>(reads);
        all.addAll(writes);
        all.sort(Comparator.comparingInt(m -> loaded.scenarios().indexOf(m.scenario())));
        return all;
    }

    private static long usedHeap() {
        System.gc();
        Runtime runtime = Runtime.getRuntime();
        return runtime.totalMemory() - runtime.freeMemory();
    }

    /** One size, loaded and serving. */
    private record Loaded(int users, RunningTarget target, DataSet data, List<Scenario> scenarios, long heapBytes)
            implements AutoCloseable {

        Scenario scenario(String id) {
            return scenarios.stream().filter(s -> s.id().equals(id)).findFirst().orElseThrow();
        }

        Run run(List<Measurement> measurements, List<ProjectionCost> projections, Ceiling ceiling) {
            return new Run(users, data, measurements, projections, ceiling, heapBytes);
        }

        @Override
        public void close() {
            target.close();
        }
    }
}
