package io.cosmosblog.tools.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.bootstrap.Settings;
import io.cosmosblog.bootstrap.StorageKind;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code bench --models v1,v2,v3} in memory at a tiny size: the article's shape of costs, counted
 * in operations and partitions (in memory the posts are spread over 4 physical partitions, as on
 * a small Cosmos DB container). No timing is asserted.
 */
class ModelComparisonSmokeTest {

    private static final List<DataModel> ALL = List.of(DataModel.V1, DataModel.V2, DataModel.V3);
    private static final int RANGES = 4;

    @TempDir
    static Path directory;
    private static List<ModelRun> runs;
    private static String printed;
    private static JsonNode json;

    @BeforeAll
    static void compareTheModels() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        BenchOptions tiny = new BenchOptions(6, 3, 12, 2, 7);
        Settings settings = new Settings(0, StorageKind.INMEMORY);
        runs = new ModelComparison(BenchTargets::of, settings, tiny, ALL, new PrintStream(OutputStream.nullOutputStream())).run();
        new ModelTable(out, StorageKind.INMEMORY, tiny).print(ALL, runs);
        Path file = directory.resolve("models.json");
        ModelJson.write(file, "inmemory", tiny, runs);
        printed = bytes.toString(StandardCharsets.UTF_8);
        json = new ObjectMapper().readTree(Files.readString(file));
    }

    @Test
    void every_request_succeeds_on_every_model_and_size() {
        assertThat(runs).hasSize(6);
        assertThat(runs).allSatisfy(run -> assertThat(run.measurements()).hasSize(10)
                .allSatisfy(m -> assertThat(m.failures()).as(run.model() + " " + run.scale() + "x " + m.scenario().id()).isZero()));
    }

    @Test
    void v1_reads_a_post_with_four_operations_in_two_partitions() {
        Measurement q2 = run(DataModel.V1, 1).of("Q2");

        assertThat(q2.operations()).isEqualTo(4.0);
        assertThat(q2.partitions()).isEqualTo(2.0);
    }

    @Test
    void v1_and_v2_read_every_physical_partition_for_a_users_posts_and_the_feed_and_v3_one() {
        for (DataModel model : List.of(DataModel.V1, DataModel.V2)) {
            for (String read : List.of("Q3", "Q6")) {
                assertThat(run(model, 1).of(read).partitions()).as(model + " " + read).isGreaterThanOrEqualTo(RANGES);
            }
        }
        assertThat(run(DataModel.V3, 1).of("Q3").maxPartitions()).isEqualTo(1);
        assertThat(run(DataModel.V3, 1).of("Q6").maxPartitions()).isEqualTo(1);
    }

    @Test
    void v2_reads_a_post_its_comments_and_its_likes_as_cheaply_as_v3() {
        for (String read : List.of("Q2", "Q4", "Q5")) {
            assertThat(run(DataModel.V2, 1).of(read).operations()).as(read).isEqualTo(run(DataModel.V3, 1).of(read).operations());
        }
    }

    @Test
    void v3s_feed_costs_the_same_operations_with_three_times_the_data() {
        assertThat(run(DataModel.V3, 3).of("Q6").operations()).isEqualTo(run(DataModel.V3, 1).of("Q6").operations());
        assertThat(run(DataModel.V3, 3).of("Q6").partitions()).isEqualTo(run(DataModel.V3, 1).of("Q6").partitions());
    }

    @Test
    void prints_one_column_per_model_and_size_and_the_growth_of_each_read() {
        assertThat(printed).contains("| id | request | v1 1x | v1 3x | v2 1x | v2 3x | v3 1x | v3 3x | article v1 / v2 / v3 |");
        List<String> rows = printed.lines().filter(line -> line.matches("\\| [CQ][1-6] \\|.*")).toList();
        assertThat(rows).extracting(row -> row.substring(2, 4))
                .containsExactly("C1", "Q1", "C2", "Q2", "Q3", "C3", "Q4", "C4", "Q5", "Q6");
        assertThat(printed).contains("## How each read grows from 1x to 3x the data", "- Q6: v1 ops");
    }

    @Test
    void the_json_holds_every_figure_of_every_run() {
        assertThat(json.get("runs")).hasSize(6);
        JsonNode first = json.get("runs").get(0);
        assertThat(first.get("model").asText()).isEqualTo("v1");
        assertThat(first.get("scale").asInt()).isEqualTo(1);
        assertThat(first.get("requests").get("Q2").get("ops").asDouble()).isEqualTo(4.0);
        assertThat(first.get("requests").get("Q6").get("partitions").asDouble()).isGreaterThanOrEqualTo(RANGES);
        assertThat(first.get("requests").get("Q6").has("p50_ms")).isTrue();
    }

    private static ModelRun run(DataModel model, int scale) {
        return runs.stream().filter(r -> r.model() == model && r.scale() == scale).findFirst().orElseThrow();
    }
}
