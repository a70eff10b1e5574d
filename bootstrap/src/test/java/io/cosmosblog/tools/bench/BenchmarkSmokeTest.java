package io.cosmosblog.tools.bench;

import io.cosmosblog.bootstrap.Settings;
import io.cosmosblog.bootstrap.StorageKind;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/** The benchmark at a tiny size: the table has its shape, and V3's queries cost what V3 promises. No timing is asserted. */
class BenchmarkSmokeTest {

    private static BenchResult result;
    private static String printed;
    private static String progress;

    @BeforeAll
    static void runTinyBenchmark() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ByteArrayOutputStream progressBytes = new ByteArrayOutputStream();
        BenchOptions tiny = new BenchOptions(12, 2, 40, 2, 7, Duration.ofMillis(200));
        result = new Benchmark(BenchTargets::of, new Settings(0, StorageKind.INMEMORY), tiny,
                new PrintStream(bytes, true, StandardCharsets.UTF_8), new PrintStream(progressBytes, true, StandardCharsets.UTF_8)).run();
        printed = bytes.toString(StandardCharsets.UTF_8);
        progress = progressBytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void the_report_holds_no_progress_which_goes_to_its_own_stream() {
        assertThat(printed).startsWith("# cosmos-blog bench: in memory, data model v3, 12 users (and 24 for scaling; seed 7)\n");
        assertThat(printed).doesNotContain("  loading ", "  loaded ", "warming up", "reads measured", "  measured ");
        assertThat(progress).contains("loading 12 users", "loading 24 users", "warming up", "reads measured, round 3 of 3",
                "measured C4");
    }

    @Test
    void prints_the_articles_table_in_the_articles_order() {
        List<String> rows = printed.lines().filter(line -> line.matches("\\| [CQ][1-6] \\|.*")).limit(10).toList();

        assertThat(rows).extracting(row -> row.substring(2, 4))
                .containsExactly("C1", "Q1", "C2", "Q2", "Q3", "C3", "Q4", "C4", "Q5", "Q6");
        assertThat(printed).contains("## Scaling", "## Ceiling", "## Loading", "What the projections cost per write");
    }

    @Test
    void every_request_succeeds() {
        assertThat(result.small().measurements()).allSatisfy(m -> assertThat(m.failures()).isZero());
        assertThat(result.large().measurements()).allSatisfy(m -> assertThat(m.failures()).isZero());
    }

    @Test
    void every_query_touches_one_partition_and_almost_always_with_one_operation() {
        for (String read : BenchResult.READS) {
            Measurement m = result.small().of(read);
            assertThat(m.maxPartitions()).as(read + " partitions").isEqualTo(1);
            // An empty first page costs a second point read in the same partition, to tell "none yet" from 404.
            assertThat(m.maxOperations()).as(read + " max ops").isLessThanOrEqualTo(2);
            assertThat(m.operations()).as(read + " mean ops").isLessThan(1.5);
        }
        assertThat(result.small().of("Q1").maxOperations()).isEqualTo(1);
        assertThat(result.small().of("Q2").maxOperations()).isEqualTo(1);
        assertThat(result.small().of("Q6").maxOperations()).isEqualTo(1);
    }

    /** The ceiling's load reads whole answers off plain sockets: none may fail or go missing. */
    @Test
    void the_ceiling_is_measured_with_every_answer_read() {
        Ceiling ceiling = result.small().ceiling();

        for (Measurement side : List.of(ceiling.q2(), ceiling.q2AcrossData(), ceiling.bare())) {
            assertThat(side.failures()).as(side.scenario().id() + " failures").isZero();
            assertThat(side.requests()).as(side.scenario().id() + " requests").isPositive();
            assertThat(side.perSecond()).isPositive();
        }
    }

    @Test
    void commands_cost_the_authentication_read_and_one_write() {
        assertThat(result.small().of("C1").maxOperations()).isEqualTo(1);
        for (String command : List.of("C2", "C3")) {
            assertThat(result.small().of(command).maxOperations()).as(command).isEqualTo(2);
        }
        // A repeated like also reads back the like that counts, to answer with it.
        assertThat(result.small().of("C4").maxOperations()).isBetween(2, 3);
    }

    @Test
    void writes_that_change_a_post_are_projected_and_costed() {
        assertThat(result.small().projections()).extracting(ProjectionCost::scenario).containsExactly("C1", "C2", "C3", "C4");
        ProjectionCost newPosts = result.small().projections().get(1);
        // and its author read once, to check no rename passed the post while it was being written.
        assertThat(newPosts.operations()).as("a new post is copied to its author's list and to the feed").isEqualTo(3.0);
    }
}
