package io.cosmosblog.tools.bench;

import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.bootstrap.StorageKind;
import io.cosmosblog.tools.bench.ArticleModels.ArticleFigure;
import io.cosmosblog.bootstrap.console.Plural;
import java.io.PrintStream;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Prints a model comparison as Markdown: what was measured and the lesson its figures teach, the
 * article's conclusion table for this build with a legend under it, then how each read grows.
 */
final class ModelTable {

    private static final List<String> READS = List.of("Q1", "Q2", "Q3", "Q4", "Q5", "Q6");

    private final PrintStream out;
    private final StorageKind storage;
    private final BenchOptions options;
    private final boolean charged;

    ModelTable(PrintStream out, StorageKind storage, BenchOptions options) {
        this.out = out;
        this.storage = storage;
        this.options = options;
        // Cosmos DB charges request units (the test server models them); the other stores model them.
        this.charged = true;
    }

    void print(List<DataModel> models, List<ModelRun> runs) {
        List<Integer> users = runs.stream().map(ModelRun::users).distinct().toList();
        line("# cosmos-blog bench --models: %s, data model%s %s, %s (seed %d)", storage.inWords(), models.size() == 1 ? "" : "s",
                SentenceList.of(models.stream().map(DataModel::label).toList()),
                SentenceList.of(users.stream().map(count -> String.format(Locale.ROOT, "%,d", count)).toList())
                        + " users", options.seed());
        line("%n%s%n", FeedLesson.of(runs));
        line("%s; %s, Java %s; %s per request, %s", Instant.now(), Plural.of(Runtime.getRuntime().availableProcessors(), "core"),
                System.getProperty("java.version"), Plural.of(options.requests(), "request"),
                Plural.of(options.threads(), "client thread"));
        out.println();
        StringBuilder header = new StringBuilder("| id | request |");
        StringBuilder rule = new StringBuilder("|---|---|");
        for (ModelRun run : runs) {
            header.append(' ').append(run.model().label()).append(' ').append(run.scale()).append("x |");
            rule.append("---:|");
        }
        header.append(" article ").append(models.stream().map(DataModel::label).collect(Collectors.joining(" / "))).append(" |");
        rule.append("---|");
        out.println(header);
        out.println(rule);
        for (Measurement first : runs.get(0).measurements()) {
            String id = first.scenario().id();
            StringBuilder row = new StringBuilder("| " + id + " | " + first.scenario().name() + " |");
            for (ModelRun run : runs) {
                row.append(' ').append(cell(run.of(id))).append(" |");
            }
            row.append(' ').append(models.stream().map(model -> ArticleModels.figure(id, model).map(ModelTable::article).orElse("-"))
                    .collect(Collectors.joining(" / "))).append(" |");
            out.println(row);
        }
        out.println();
        legend(models);
        List<ErrorNotes.Cell> cells = new ArrayList<>();
        for (ModelRun run : runs) {
            String column = run.model().label() + " " + run.scale() + "x ";
            run.measurements().forEach(m -> cells.add(new ErrorNotes.Cell(column + m.scenario().id(), m)));
        }
        ErrorNotes.print(out, cells);
        out.println();
        for (ModelRun run : runs) {
            line("- %s %dx: %s, %s", run.model().label(), run.scale(), Plural.of(run.users(), "user"), Plural.of(run.items(), "item"));
        }
        if (runs.stream().anyMatch(run -> run.scale() > 1)) {
            growth(models, runs);
        }
        limits(models, runs);
    }

    /** Each model's ceilings at one physical partition's 10,000 RU a second, from its 1x figures. */
    private void limits(List<DataModel> models, List<ModelRun> runs) {
        List<String> lines = new ArrayList<>();
        for (DataModel model : models) {
            ModelRun run = find(runs, model, 1);
            if (run != null) {
                lines.addAll(PartitionLimits.of(model, id -> run.of(id).requestCharge(), Optional.empty()));
            }
        }
        if (!lines.isEmpty()) {
            line("%n## Ceilings: one physical partition serves at most 10,000 RU a second%n");
            lines.forEach(out::println);
            out.println();
            Legend.limits(out, storage);
        }
    }

    private void legend(List<DataModel> models) {
        line("- Each cell: **operations / partitions / p50 ms%s** per request, the means over %s (after %s of warm-up):"
                        + " store operations and partitions as the service reported them in its Server-Timing header, a query"
                        + " across partitions counting every physical partition it read%s. **1x** is %s%s.",
                charged ? " / RU" : "", Plural.of(options.requests(), "request"), Plural.of(Math.max(1, options.requests() / 4), "request"),
                storage == StorageKind.COSMOS ? "; RU as Cosmos DB (or the local test server, which models them) charged them"
                        : "; RU **modelled** " + storage.inWords() + " by the test server's cost model, not measured",
                Plural.of(options.users(), "user"),
                options.scale() > 1 ? String.format(Locale.ROOT, ", **%dx** %d times as many", options.scale(), options.scale()) : "");
        out.println("- **(N errors)**: requests of that cell answered with a status of 400 or more, or not answered at all;"
                + " explained below the table when there are any. " + Legend.RESENT);
        line("- **article %s**: what the article measured for each design on Azure Cosmos DB with 100,000 users: latency"
                + " and RU. Its latencies are Cosmos DB's; compare the operations and partitions, which do not depend on the"
                + " machine. The milliseconds here are noisy: each model and size is measured in turn.",
                models.stream().map(DataModel::label).collect(Collectors.joining(" / ")));
    }

    private void growth(List<DataModel> models, List<ModelRun> runs) {
        line("%n## How each read grows from 1x to %dx the data%n", options.scale());
        line("Per model, from 1x to %dx: the mean operations and partitions of a request (small -> large), and p50 as a"
                + " factor (large over small; about 1: the read costs the same whatever the size of the data).%n", options.scale());
        for (String read : READS) {
            StringBuilder text = new StringBuilder("- " + read + ":");
            for (DataModel model : models) {
                ModelRun small = find(runs, model, 1);
                ModelRun large = find(runs, model, options.scale());
                if (small == null || large == null) {
                    continue;
                }
                Measurement s = small.of(read);
                Measurement l = large.of(read);
                text.append(String.format(Locale.ROOT, " %s ops %.1f -> %.1f, partitions %.1f -> %.1f, p50 x%.2f;", model.label(),
                        s.operations(), l.operations(), s.partitions(), l.partitions(), l.p50Ms() / s.p50Ms()));
            }
            out.println(text.substring(0, text.length() - 1));
        }
    }

    private static ModelRun find(List<ModelRun> runs, DataModel model, int scale) {
        return runs.stream().filter(r -> r.model() == model && r.scale() == scale).findFirst().orElse(null);
    }

    private String cell(Measurement m) {
        String cell = String.format(Locale.ROOT, "%.1f / %.1f / %.3f", m.operations(), m.partitions(), m.p50Ms());
        if (charged) {
            cell += String.format(Locale.ROOT, " / %.1f", m.requestCharge());
        }
        return m.failures() > 0 ? cell + " (" + Plural.of(m.failures(), "error") + ")" : cell;
    }

    private static String article(ArticleFigure figure) {
        return String.format(Locale.ROOT, "%.0f ms, %.2f RU", figure.latencyMs(), figure.requestCharge());
    }

    private void line(String format, Object... args) {
        out.println(String.format(Locale.ROOT, format, args));
    }
}
