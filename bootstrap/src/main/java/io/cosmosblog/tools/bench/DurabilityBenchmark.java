package io.cosmosblog.tools.bench;

import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.bootstrap.BlogComponent;
import io.cosmosblog.bootstrap.Settings;
import io.cosmosblog.bootstrap.StorageKind;
import io.cosmosblog.bootstrap.console.Plural;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * What keeping every write on disk costs: the same data set loaded into the durable local store
 * and into the purely in-memory one, then C1-C4 and Q2 driven over HTTP on both in alternation,
 * round after round; and for the local store how long a restart on its directory takes and how
 * many bytes of disk each item takes.
 */
public final class DurabilityBenchmark {

    private static final List<String> MEASURED = List.of("C1", "C2", "C3", "C4", "Q2");
    // Writers wait for their group's fsync: many at once is what group commit is for.
    private static final int LOADER_THREADS = 256;

    private final BenchOptions options;
    private final PrintStream out;
    private final PrintStream progress;
    private final ScenarioDriver driver;
    private final DataModel model;

    private DurabilityBenchmark(BenchOptions options, DataModel model, PrintStream out, PrintStream progress) {
        this.model = model;
        this.options = options;
        this.out = out;
        this.progress = progress;
        this.driver = new ScenarioDriver(options.threads());
    }

    /** Prints the comparison to {@code out}, once measured; what it is doing meanwhile to {@code progress}. */
    public static void run(BenchOptions options, DataModel model, PrintStream out, PrintStream progress) throws Exception {
        new DurabilityBenchmark(options, model, out, progress).run();
    }

    private void run() throws Exception {
        Path directory = Files.createTempDirectory("cosmos-blog-durability-");
        Path data = directory.resolve("data");
        try {
            Side local = load("local", new Settings(0, StorageKind.LOCAL).withDataDir(data).withModel(model));
            long disk = bytesUnder(data);
            Side memory = load("in memory", new Settings(0, StorageKind.INMEMORY).withModel(model));
            try {
                Map<String, List<Measurement>> onLocal = new LinkedHashMap<>();
                Map<String, List<Measurement>> inMemory = new LinkedHashMap<>();
                for (int round = 1; round <= BenchResult.ROUNDS; round++) {
                    for (String id : MEASURED) {
                        onLocal.computeIfAbsent(id, k -> new ArrayList<>()).add(drive(local, id));
                        inMemory.computeIfAbsent(id, k -> new ArrayList<>()).add(drive(memory, id));
                    }
                    progress.printf("  measured, round %d of %d%n", round, BenchResult.ROUNDS);
                }
                local.target.close();
                long start = System.nanoTime();
                RunningTarget restarted = new RunningTarget(BlogComponent::of,
                        new Settings(0, StorageKind.LOCAL).withDataDir(data).withModel(model), "restart");
                double startSeconds = (System.nanoTime() - start) / 1e9;
                restarted.close();
                report(local, memory, onLocal, inMemory, startSeconds, disk);
            } finally {
                memory.target.close();
            }
        } finally {
            delete(directory);
        }
    }

    private Side load(String name, Settings settings) throws Exception {
        progress.printf("%nloading %s%n", name);
        RunningTarget target = new RunningTarget(BlogComponent::of, settings, name);
        DataSet data = target.loader(progress).load(options.users(), options.seed(), LOADER_THREADS);
        target.awaitProjections();
        progress.printf("  loaded %,d items in %.1f s: %,.0f items/s%n", data.items(), data.loadTime().toNanos() / 1e9,
                data.itemsPerSecond());
        return new Side(target, data, new Scenarios(target.baseUrl(), data).all());
    }

    private Measurement drive(Side side, String id) throws Exception {
        Scenario scenario = side.scenarios.stream().filter(s -> s.id().equals(id)).findFirst().orElseThrow();
        return driver.drive(scenario, options.requests(), options.seed());
    }

    private void report(Side local, Side memory, Map<String, List<Measurement>> onLocal, Map<String, List<Measurement>> inMemory,
            double startSeconds, long disk) {
        long items = local.data.items();
        out.printf("# cosmos-blog bench --durability: the local store (on disk) beside in memory, data model %s, %,d users"
                + " (seed %d)%n%n", model.label(), options.users(), options.seed());
        out.printf("%s per figure, %s%n", Plural.of(options.requests(), "request"), Plural.of(options.threads(), "client thread"));
        out.printf("%n| figure | durable local store | in memory | local / memory |%n|---|---:|---:|---:|%n");
        for (String id : MEASURED) {
            double durable = median(onLocal.get(id));
            double volatileOne = median(inMemory.get(id));
            out.printf("| %s %s, req/s (median of %d rounds) | %,.0f | %,.0f | %.2f |%n", id,
                    onLocal.get(id).get(0).scenario().name(), BenchResult.ROUNDS, durable, volatileOne, durable / volatileOne);
        }
        out.printf("| load through the use cases, items/s | %,.0f | %,.0f | %.2f |%n", local.data.itemsPerSecond(),
                memory.data.itemsPerSecond(), local.data.itemsPerSecond() / memory.data.itemsPerSecond());
        out.printf("| start on the directory (%,d items and the measured writes): open, load, rebuild the views, listen"
                + " | %.2f s | nothing to load | |%n", items, startSeconds);
        out.printf("| disk after the load (%,d items) | %,d bytes, %,.0f per item | none | |%n", items, disk,
                (double) disk / Math.max(1, items));
        out.printf("%n- **req/s**: answers per second with %s, each sending its next request when the last is answered;"
                + " the two stores measured in alternation, request type by request type. **local / memory**: what keeping"
                + " every write on disk leaves of the in-memory figure. The start is the local store's reopening on the"
                + " directory it wrote (the in-memory store keeps nothing to load).%n", Plural.of(options.threads(), "client thread"));
    }

    private static double median(List<Measurement> rounds) {
        List<Double> rates = rounds.stream().map(Measurement::perSecond).sorted(Comparator.naturalOrder()).toList();
        return rates.get(rates.size() / 2);
    }

    private static long bytesUnder(Path directory) throws IOException {
        try (Stream<Path> files = Files.walk(directory)) {
            return files.filter(Files::isRegularFile).mapToLong(file -> {
                try {
                    return Files.size(file);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }).sum();
        }
    }

    private static void delete(Path directory) {
        try (Stream<Path> files = Files.walk(directory)) {
            files.sorted(Comparator.reverseOrder()).forEach(file -> file.toFile().delete());
        } catch (IOException ignored) {
            // a leftover temporary directory is the operating system's to clear
        }
    }

    private record Side(RunningTarget target, DataSet data, List<Scenario> scenarios) {
    }
}
