package io.cosmosblog.tools.bench;

import com.sun.management.OperatingSystemMXBean;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.bootstrap.StorageKind;
import io.cosmosblog.bootstrap.console.Plural;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.time.Instant;
import java.util.List;
import java.util.Locale;

/**
 * Prints the benchmark's figures as Markdown, in the article's order and beside its figures for
 * the design measured: first what was measured and the lesson the figures teach, then each table
 * with a legend under it, so that no figure is left to guess.
 */
final class BenchmarkReport {

    /** The article's full data set. */
    private static final int ARTICLE_USERS = 100_000;
    private static final double GIB = 1024.0 * 1024 * 1024;

    private final PrintStream out;
    private final StorageKind storage;
    private final DataModel model;
    private final BenchOptions options;

    /** A report on a blog on {@code storage}, laid out in {@code model}, beside the article's figures for that design. */
    BenchmarkReport(PrintStream out, StorageKind storage, DataModel model, BenchOptions options) {
        this.out = out;
        this.storage = storage;
        this.model = model;
        this.options = options;
    }

    void print(BenchResult result) {
        title();
        line("%n%s", QueryLesson.of(result));
        machine();
        table(result.small());
        projections(result.small().projections());
        scaling(result);
        ceiling(result);
        limits(result.small());
        loads(result);
    }

    /** What was measured, and where and how hard. */
    void header() {
        title();
        machine();
    }

    /** The first line: the storage, the data model, the data set. */
    private void title() {
        line("# cosmos-blog bench: %s, data model %s, %s (and %,d for scaling; seed %d)", storage.inWords(),
                model.label(), Plural.of(options.users(), "user"), options.users() * options.scale(), options.seed());
    }

    private void machine() {
        line("%n%s; %s, Java %s, max heap %,d MiB; %s per request type, %s", Instant.now(),
                Plural.of(Runtime.getRuntime().availableProcessors(), "core"), System.getProperty("java.version"),
                Runtime.getRuntime().maxMemory() >> 20, Plural.of(options.requests(), "request"),
                Plural.of(options.threads(), "client thread"));
    }

    void table(Run run) {
        line("%n## The article's table, %s (%s)%n", Plural.of(run.users(), "user"), Plural.of(run.data().posts().size(), "post"));
        out.println("| id | request | ops | max ops | partitions | " + (storage == StorageKind.COSMOS ? "RU" : "RU (modelled)")
                + (countsBytes() ? " | bytes written" : "") + " | p50 ms | p99 ms | req/s | errors | article " + model.name() + " |");
        out.println("|---|---|---:|---:|---:|---:|" + (countsBytes() ? "---:|" : "") + "---:|---:|---:|---:|---|");
        for (Measurement m : run.measurements()) {
            line("| %s | %s | %.2f | %d | %.2f | %.2f |%s %.3f | %.3f | %,.0f | %d | %s |",
                    m.scenario().id(), m.scenario().name(), m.operations(), m.maxOperations(), m.partitions(),
                    m.requestCharge(), bytesCell(m.bytesWritten()), m.p50Ms(), m.p99Ms(), m.perSecond(), m.failures(),
                    ArticleModels.cell(m.scenario().id(), model));
        }
        out.println();
        Legend.requests(out, storage, model, options);
        ErrorNotes.print(out, run.measurements().stream().map(m -> new ErrorNotes.Cell(m.scenario().id(), m)).toList());
    }

    void projections(List<ProjectionCost> costs) {
        line("%n## What the projections cost per write (background, not in the request's figures)%n");
        out.println("| write | writes | ops per write | RU per write |" + (countsBytes() ? " bytes written per write |" : ""));
        out.println("|---|---:|---:|---:|" + (countsBytes() ? "---:|" : ""));
        for (ProjectionCost cost : costs) {
            line("| %s | %,d | %.2f | %.2f |%s", cost.scenario(), cost.writes(), cost.operations(), cost.requestCharge(),
                    bytesCell(cost.bytesWritten()));
        }
        out.println();
        Legend.projections(out, countsBytes());
    }

    /**
     * Only the Cosmos DB adapter counts the bytes it sends; elsewhere the column would be all
     * zeros, which reads as a measurement, so it is left out.
     */
    private boolean countsBytes() {
        return storage == StorageKind.COSMOS;
    }

    /** The bytes-written cell with its leading space and trailing bar, or nothing where bytes are not counted. */
    private String bytesCell(double bytes) {
        return countsBytes() ? String.format(Locale.ROOT, " %,.0f |", bytes) : "";
    }

    void scaling(BenchResult result) {
        line("%n## Scaling: read p50 at %,d and %s (median of %s)%n", result.small().users(),
                Plural.of(result.large().users(), "user"), Plural.of(BenchResult.ROUNDS, "alternating round"));
        out.println("| read | p50 ms small | p50 ms large | ratio |");
        out.println("|---|---:|---:|---:|");
        for (String read : BenchResult.READS) {
            line("| %s | %.3f | %.3f | %.2f |", read, result.small().of(read).p50Ms(), result.large().of(read).p50Ms(),
                    result.scalingRatio(read));
        }
        out.println();
        Legend.scaling(out, options.scale());
    }

    void ceiling(BenchResult result) {
        Ceiling ceiling = result.small().ceiling();
        line("%n## Ceiling (each side's median of %s, in turning order)%n", Plural.of(BenchResult.CEILING_ROUNDS, "round"));
        line("bare Javalin route %,.0f req/s (p50 %.3f ms); Q2 on one post %,.0f req/s (p50 %.3f ms): Q2 reaches %.0f %% "
                        + "of the bare route", ceiling.bare().perSecond(), ceiling.bare().p50Ms(), ceiling.q2().perSecond(),
                ceiling.q2().p50Ms(), 100 * ceiling.ratio());
        line("%nQ2 on random posts of the data set %,.0f req/s (p50 %.3f ms): %.0f %% of the bare route; the difference "
                        + "is the reading of memory no request touched lately, which a single answer never pays",
                ceiling.q2AcrossData().perSecond(), ceiling.q2AcrossData().p50Ms(), 100 * ceiling.ratioAcrossData());
        out.println();
        Legend.ceiling(out, options);
    }

    void limits(Run run) {
        List<String> lines = PartitionLimits.of(model, id -> run.of(id).requestCharge(),
                run.projections().stream().filter(p -> p.scenario().equals("C2")).findFirst());
        if (lines.isEmpty()) {
            return;
        }
        line("%n## Ceilings: one physical partition serves at most 10,000 RU a second%n");
        lines.forEach(out::println);
        out.println();
        Legend.limits(out, storage);
    }

    void loads(BenchResult result) {
        line("%n## Loading%n");
        for (Run run : List.of(result.small(), result.large())) {
            line("- %s: %s in %.1f s, %,.0f items/s; %,d MiB of heap, %s per item", Plural.of(run.users(), "user"),
                    Plural.of(run.data().items(), "item"), run.data().loadTime().toNanos() / 1e9, run.data().itemsPerSecond(),
                    run.heapBytes() >> 20, Plural.of(run.heapBytes() / Math.max(1, run.data().items()), "byte"));
        }
        // Off Cosmos DB the store is this process's heap (the local store keeps a copy on disk besides).
        if (storage != StorageKind.COSMOS) {
            Run large = result.large();
            double itemsPerUser = (double) large.data().items() / large.users();
            double items = itemsPerUser * ARTICLE_USERS;
            double bytes = items * large.heapBytes() / Math.max(1, large.data().items());
            line("- the article's data set (%,d users, about %,.0f million items of this shape) would take about %.1f GiB"
                    + " of heap at %s per item; this JVM may use %.1f GiB, and this machine has %.1f GiB of memory",
                    ARTICLE_USERS, items / 1e6, bytes / GIB, Plural.of(large.heapBytes() / Math.max(1, large.data().items()), "byte"),
                    Runtime.getRuntime().maxMemory() / GIB, machineMemory() / GIB);
        }
        out.println();
        Legend.loading(out);
    }

    private static double machineMemory() {
        return ((OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getTotalMemorySize();
    }

    private void line(String format, Object... args) {
        out.println(String.format(Locale.ROOT, format, args));
    }
}
