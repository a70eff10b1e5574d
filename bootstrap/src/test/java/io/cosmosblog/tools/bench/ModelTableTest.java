package io.cosmosblog.tools.bench;

import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.bootstrap.StorageKind;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import static io.cosmosblog.tools.bench.MadeUpFigures.measured;
import static io.cosmosblog.tools.bench.MadeUpFigures.run;
import static org.assertj.core.api.Assertions.assertThat;

/** The model comparison's report on made-up figures: what it measured first, the lesson from the figures, every error explained. */
class ModelTableTest {

    private static final List<DataModel> ALL = List.of(DataModel.V1, DataModel.V2, DataModel.V3);
    private static final BenchOptions OPTIONS = new BenchOptions(100, 10, 2000, 2, 42);

    @Test
    void the_first_line_names_the_storage_the_data_models_and_the_sizes() {
        assertThat(lines(StorageKind.INMEMORY, ALL, feeds(208, 108, 4, 4)).get(0))
                .isEqualTo("# cosmos-blog bench --models: in memory, data models v1, v2 and v3, 100 and 1,000 users (seed 42)");
        assertThat(lines(StorageKind.COSMOS, List.of(DataModel.V3), List.of(run(DataModel.V3, 1, Map.of()))).get(0))
                .isEqualTo("# cosmos-blog bench --models: Cosmos DB, data model v3, 100 users (seed 42)");
    }

    @Test
    void the_lesson_comes_next_worded_from_the_feeds_figures_on_the_largest_data_set() {
        assertThat(lines(StorageKind.INMEMORY, ALL, feeds(208, 108, 4, 4)).get(2)).isEqualTo("With 1,000 users, v3 answers the"
                + " feed (Q6) in 1 operation on 1 partition; v2 needs 4 on 4 and v1 208 on 108.");
        assertThat(lines(StorageKind.INMEMORY, ALL, feeds(140, 74, 1, 1)).get(2)).isEqualTo("With 1,000 users, v2 answers the"
                + " feed (Q6) in 1 operation on 1 partition; v3 needs the same and v1 140 on 74.");
    }

    @Test
    void a_feed_read_from_the_instances_copy_costs_no_store_operation() {
        List<ModelRun> runs = List.of(run(DataModel.V2, 1, Map.of("Q6", measured("Q6", 4, 4))),
                run(DataModel.V3, 1, Map.of("Q6", measured("Q6", 0, 0))));

        assertThat(lines(StorageKind.COSMOS, List.of(DataModel.V2, DataModel.V3), runs).get(2))
                .isEqualTo("With 100 users, v3 answers the feed (Q6) with no store operation; v2 needs 4 on 4.");
    }

    @Test
    void an_error_is_marked_in_its_cell_and_explained_under_the_table() {
        FailedRequests lost = new FailedRequests(Map.of("no answer, HttpTimeoutException: request timed out", 1));
        List<ModelRun> runs = List.of(run(DataModel.V1, 1, Map.of("C4", measured("C4", 2, 2, 2, 2, 0.5, lost))),
                run(DataModel.V3, 1, Map.of()));

        String report = String.join("\n", lines(StorageKind.INMEMORY, List.of(DataModel.V1, DataModel.V3), runs));

        assertThat(report).contains("| C4 | like a post | 2.0 / 2.0 / 0.500 / 0.0 (1 error) | 1.0 / 1.0 / 0.500 / 0.0 |")
                .contains("- **(N errors)**: ")
                .contains("Errors, by reason:\n- v1 1x C4, 1 of 100 requests: no answer, HttpTimeoutException: request timed"
                        + " out (1)\n- *no answer*: ");
    }

    @Test
    void the_table_has_a_legend_under_it() {
        String report = String.join("\n", lines(StorageKind.INMEMORY, ALL, feeds(208, 108, 4, 4)));

        assertThat(report).contains("- Each cell: **operations / partitions / p50 ms / RU** per request",
                "; RU **modelled** in memory by the test server's cost model, not measured",
                "**1x** is 100 users, **10x** 10 times as many.", "- **article v1 / v2 / v3**: ")
                .doesNotContain("Errors, by reason");
    }

    /** v1, v2 and v3 at 1x and 10x, every request at 1 operation in 1 partition but v1's and v2's feed. */
    private static List<ModelRun> feeds(double v1Operations, double v1Partitions, double v2Operations, double v2Partitions) {
        Map<String, Measurement> v1 = Map.of("Q6", measured("Q6", v1Operations, v1Partitions));
        Map<String, Measurement> v2 = Map.of("Q6", measured("Q6", v2Operations, v2Partitions));
        return List.of(run(DataModel.V1, 1, v1), run(DataModel.V1, 10, v1), run(DataModel.V2, 1, v2), run(DataModel.V2, 10, v2),
                run(DataModel.V3, 1, Map.of()), run(DataModel.V3, 10, Map.of()));
    }

    private static List<String> lines(StorageKind storage, List<DataModel> models, List<ModelRun> runs) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        new ModelTable(new PrintStream(bytes, true, StandardCharsets.UTF_8), storage, OPTIONS).print(models, runs);
        return bytes.toString(StandardCharsets.UTF_8).lines().toList();
    }
}
