package io.cosmosblog.tools.bench;

import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.bootstrap.StorageKind;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import static io.cosmosblog.tools.bench.MadeUpFigures.bench;
import static io.cosmosblog.tools.bench.MadeUpFigures.measured;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The report on made-up figures: it says first what it measured, then the lesson worded from the
 * figures, and it explains every error it counts. Its counts read as English.
 */
class BenchmarkReportTest {

    private static final BenchOptions OPTIONS = new BenchOptions(20, 2, 100, 4, 42);

    @Test
    void the_first_line_names_the_storage_the_data_model_and_the_data_set() {
        assertThat(lines(StorageKind.INMEMORY, DataModel.V1, bench(Map.of(), 1)).get(0))
                .isEqualTo("# cosmos-blog bench: in memory, data model v1, 20 users (and 40 for scaling; seed 42)");
        assertThat(lines(StorageKind.LOCAL, DataModel.V3, bench(Map.of(), 1)).get(0))
                .isEqualTo("# cosmos-blog bench: the local store (on disk), data model v3, 20 users (and 40 for scaling; seed 42)");
    }

    @Test
    void the_lesson_comes_next_worded_from_the_figures() {
        List<String> oneEach = lines(StorageKind.INMEMORY, DataModel.V3, bench(Map.of(), 1.1));
        List<String> emptyPagesAndSlower = lines(StorageKind.INMEMORY, DataModel.V3,
                bench(Map.of("Q4", measured("Q4", 1.04, 1), "Q5", measured("Q5", 1.01, 1)), 1.3));

        assertThat(oneEach.get(2)).isEqualTo("Every query (Q1-Q6) stayed in one partition, with 1 store operation per request;"
                + " with 2 times the data their p50 latency was 1.10 times what it was.");
        assertThat(emptyPagesAndSlower.get(2)).isEqualTo("Every query (Q1-Q6) stayed in one partition, with 1 to 1.04 store"
                + " operations per request on average; with 2 times the data their p50 latency was 1.30 times what it was.");
    }

    @Test
    void the_lesson_names_every_query_that_left_its_partition() {
        BenchResult v1 = bench(Map.of("Q3", measured("Q3", 51, 28), "Q6", measured("Q6", 208, 108)), 1);

        assertThat(lines(StorageKind.INMEMORY, DataModel.V1, v1).get(2)).isEqualTo("Not every query stayed in one partition:"
                + " Q3 read 28 partitions with 51 operations, Q6 108 with 208 per request on average; Q1, Q2, Q4 and Q5 stayed"
                + " in one partition, with 1 store operation per request; with 2 times the data their p50 latency was 1.00"
                + " times what it was.");
    }

    @Test
    void an_error_is_counted_in_its_row_and_explained_under_the_table() {
        FailedRequests repeated = new FailedRequests(Map.of("409 changed_meanwhile", 1));
        BenchResult failed = bench(Map.of("C4", measured("C4", 2, 2, 2, 2, 0.5, repeated)), 1);

        String report = String.join("\n", lines(StorageKind.INMEMORY, DataModel.V3, failed));

        assertThat(report).containsPattern("\\| C4 \\| like a post \\|.* \\| 1 \\| 7 ms / 14.67 RU \\|")
                .contains("- **errors**: requests answered with a status of 400 or more, or not answered at all")
                .contains("Errors, by reason:\n- C4, 1 of 100 requests: 409 changed_meanwhile (1)\n- *4xx*: ");
        assertThat(String.join("\n", lines(StorageKind.INMEMORY, DataModel.V3, bench(Map.of(), 1)))).doesNotContain("Errors, by reason");
    }

    @Test
    void every_table_has_a_legend_under_it() {
        String report = String.join("\n", lines(StorageKind.INMEMORY, DataModel.V3, bench(Map.of(), 1)));

        assertThat(report).contains("- **ops**, **partitions**: ", "- **RU**: ", "**modelled** in memory, not measured",
                "- **p50 ms**, **p99 ms**: ", "- **article V3**: ", "- **writes**: ", "- **p50 ms small**, **p50 ms large**: ",
                "- The **bare Javalin route** ", "**heap** is how much");
    }

    @Test
    void bytes_written_are_a_column_only_where_the_store_counts_them() {
        String inMemory = String.join("\n", lines(StorageKind.INMEMORY, DataModel.V3, bench(Map.of(), 1)));
        String onCosmos = String.join("\n", lines(StorageKind.COSMOS, DataModel.V3, bench(Map.of(), 1)));

        assertThat(inMemory).contains("| id | request | ops | max ops | partitions | RU (modelled) | p50 ms |",
                "| write | writes | ops per write | RU per write |\n").doesNotContain("| bytes written");
        assertThat(onCosmos).contains("| id | request | ops | max ops | partitions | RU | bytes written | p50 ms |",
                "| RU per write | bytes written per write |", "- **RU**, **bytes written**: ");
        for (String report : List.of(inMemory, onCosmos)) {
            assertThat(cells(report, "| Q2 |")).as("Q2's row has as many cells as its header").isEqualTo(cells(report, "| id |"));
        }
        assertThat(cells(inMemory, "| Q2 |")).isEqualTo(11);
        assertThat(cells(onCosmos, "| Q2 |")).isEqualTo(12);
    }

    /** How many cells the first row of {@code report} that starts with {@code start} has. */
    private static long cells(String report, String start) {
        String row = report.lines().filter(line -> line.startsWith(start)).findFirst().orElseThrow();
        return row.chars().filter(c -> c == '|').count() - 1;
    }

    @Test
    void the_ceilings_divide_a_physical_partitions_10000_ru_by_what_lands_in_one_partition_and_show_the_arithmetic() {
        Map<String, Measurement> charged = Map.of("Q1", charged("Q1", 1.0), "C4", charged("C4", 10.9), "Q6", charged("Q6", 12.0));
        BenchResult v3 = withPostCopies(bench(charged, 1), new ProjectionCost("C2", 100, 2, 9.9, 0));

        String report = String.join("\n", lines(StorageKind.INMEMORY, DataModel.V3, v3));
        String v2 = String.join("\n", lines(StorageKind.INMEMORY, DataModel.V2, v3));

        assertThat(report).contains("## Ceilings: one physical partition serves at most 10,000 RU a second",
                "C2's projections spent 9.90 RU on its two copies", "4.95 RU a copy; 10,000 / 4.95 = **2,020 new posts a second**",
                "C4's 10.90 RU less the read of the liker in `users` (Q1, 1.00 RU) = 9.90 RU; 10,000 / 9.90 = **1,010 likes a second**",
                "**Fills first** (v3): the feed's partition, at 2,020 new posts a second");
        assertThat(v2).contains("12.00 RU in all, 3.00 RU in each; 10,000 / 3.00 = **3,333 feed reads a second**",
                "**Fills first** (v2): every physical partition of `posts`, at 3,333 feed reads a second");
        assertThat(String.join("\n", lines(StorageKind.INMEMORY, DataModel.V3, bench(Map.of(), 1)))).doesNotContain("## Ceilings");
    }

    private static Measurement charged(String id, double ru) {
        Measurement m = measured(id, 1, 1);
        return new Measurement(m.scenario(), m.requests(), m.errors(), m.p50Ms(), m.p99Ms(), m.perSecond(), m.operations(),
                m.maxOperations(), m.partitions(), m.maxPartitions(), ru, ru, 0);
    }

    private static BenchResult withPostCopies(BenchResult result, ProjectionCost c2) {
        Run small = result.small();
        return new BenchResult(new Run(small.users(), small.data(), small.measurements(), List.of(c2), small.ceiling(),
                small.heapBytes()), result.large());
    }

    @Test
    void a_count_of_one_takes_the_singular() {
        assertThat(header(new BenchOptions(2, 1, 1, 1, 7))).contains("2 users (and 2 for scaling; seed 7)")
                .contains("; 1 request per request type, 1 client thread");
    }

    @Test
    void larger_counts_take_the_plural_grouped() {
        assertThat(header(new BenchOptions(1500, 10, 5000, 4, 42))).contains("1,500 users (and 15,000 for scaling; seed 42)")
                .contains("; 5,000 requests per request type, 4 client threads");
    }

    @Test
    void the_article_figures_are_those_of_the_design_measured() {
        assertThat(ArticleModels.figure("Q6", DataModel.V1).orElseThrow().requestCharge()).isEqualTo(2063.54);
        assertThat(ArticleModels.figure("Q6", DataModel.V3).orElseThrow().requestCharge()).isEqualTo(16.97);
        assertThat(ArticleModels.figure("Q6", DataModel.V4)).as("not the article's design").isEmpty();
        assertThat(ArticleModels.cell("Q6", DataModel.V4)).isEqualTo("-");
    }

    private static List<String> lines(StorageKind storage, DataModel model, BenchResult result) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        new BenchmarkReport(new PrintStream(bytes, true, StandardCharsets.UTF_8), storage, model, OPTIONS).print(result);
        return bytes.toString(StandardCharsets.UTF_8).lines().toList();
    }

    private static String header(BenchOptions options) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        new BenchmarkReport(new PrintStream(bytes, true, StandardCharsets.UTF_8), StorageKind.INMEMORY, DataModel.V3, options).header();
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
