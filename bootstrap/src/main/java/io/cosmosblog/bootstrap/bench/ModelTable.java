package io.cosmosblog.bootstrap.bench;

import io.cosmosblog.application.storage.DataModel;
import io.cosmosblog.bootstrap.bench.ArticleModels.ArticleFigure;
import io.cosmosblog.bootstrap.console.Plural;
import java.io.PrintStream;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** Prints a model comparison as Markdown: the article's conclusion table for this build, then how each read grows. */
final class ModelTable {

    private static final List<String> READS = List.of("Q1", "Q2", "Q3", "Q4", "Q5", "Q6");

    private final PrintStream out;
    private final String storage;
    private final BenchOptions options;
    private final boolean charged;

    ModelTable(PrintStream out, String storage, BenchOptions options) {
        this.out = out;
        this.storage = storage;
        this.options = options;
        // Only Cosmos DB (or the test server, which models it) charges request units.
        this.charged = storage.equals("cosmos");
    }

    void print(List<DataModel> models, List<ModelRun> runs) {
        out.println();
        out.println("# The article's three designs, measured in one run");
        line("%s; storage %s; %s, Java %s; %s (and %,d), %s per request, %s, seed %d", Instant.now(), storage,
                Plural.of(Runtime.getRuntime().availableProcessors(), "core"), System.getProperty("java.version"),
                Plural.of(options.users(), "user"), options.users() * options.scale(), Plural.of(options.requests(), "request"),
                Plural.of(options.threads(), "client thread"), options.seed());
        out.println();
        line("Each cell: operations / partitions / p50 ms%s per request (means over the requests; partitions counts "
                + "the logical partitions and, for a query across partitions, each physical partition it read).",
                charged ? " / RU (modelled on the test server)" : "");
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
            row.append(' ').append(models.stream().map(model -> article(ArticleModels.figure(id, model)))
                    .collect(Collectors.joining(" / "))).append(" |");
            out.println(row);
        }
        for (ModelRun run : runs) {
            line("- %s %dx: %s, %s", run.model().label(), run.scale(), Plural.of(run.users(), "user"), Plural.of(run.items(), "item"));
        }
        if (runs.stream().anyMatch(run -> run.scale() > 1)) {
            growth(models, runs);
        }
    }

    private void growth(List<DataModel> models, List<ModelRun> runs) {
        line("%n## How each read grows from 1x to %dx the data%n", options.scale());
        line("Large over small, per model: operations, partitions, p50.%n");
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
        return m.failures() > 0 ? cell + String.format(Locale.ROOT, " (%d errors)", m.failures()) : cell;
    }

    private static String article(ArticleFigure figure) {
        return String.format(Locale.ROOT, "%.0f ms, %.2f RU", figure.latencyMs(), figure.requestCharge());
    }

    private void line(String format, Object... args) {
        out.println(String.format(Locale.ROOT, format, args));
    }
}
