package io.cosmosblog.tools.bench;

import io.cosmosblog.adapters.cosmos.CosmosSettings;
import io.cosmosblog.adapters.cosmos.TestCosmos;
import io.cosmosblog.bootstrap.Settings;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/** The benchmark at its tiniest on Cosmos DB: the same table, V3's one-partition queries, and an RU figure for every request. */
class CosmosBenchmarkSmokeTest {

    private static BenchResult result;
    private static String printed;

    @BeforeAll
    static void runTinyBenchmark() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        // One size only (scale 1): a second size would load a second data set over the network for nothing here.
        BenchOptions tiny = new BenchOptions(4, 1, 8, 2, 7, Duration.ofMillis(200));
        CosmosSettings database = TestCosmos.freshDatabase();
        try {
            result = new Benchmark(BenchTargets::of, Settings.onCosmos(0, database), tiny,
                    new PrintStream(bytes, true, StandardCharsets.UTF_8), new PrintStream(OutputStream.nullOutputStream())).run();
        } finally {
            TestCosmos.drop(database);
        }
        printed = bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void prints_the_articles_table_in_the_articles_order() {
        List<String> rows = printed.lines().filter(line -> line.matches("\\| [CQ][1-6] \\|.*")).limit(10).toList();

        assertThat(rows).extracting(row -> row.substring(2, 4))
                .containsExactly("C1", "Q1", "C2", "Q2", "Q3", "C3", "Q4", "C4", "Q5", "Q6");
        assertThat(printed).startsWith("# cosmos-blog bench: Cosmos DB, data model v3").contains("What the projections cost per write");
    }

    @Test
    void every_request_succeeds() {
        assertThat(result.small().measurements()).hasSize(10).allSatisfy(m -> assertThat(m.failures()).isZero());
    }

    @Test
    void every_query_touches_one_partition_and_the_front_page_none_once_its_copy_is_warm() {
        for (String read : BenchResult.READS) {
            if (!read.equals("Q6")) {
                assertThat(result.small().of(read).maxPartitions()).as(read + " partitions").isEqualTo(1);
            }
        }
        assertThat(result.small().of("Q6").maxPartitions()).as("Q6, read from the store only while the copy warms")
                .isLessThanOrEqualTo(1);
        assertThat(result.small().of("Q6").minRequestCharge()).as("Q6 from the in-process copy").isZero();
    }

    @Test
    void every_request_but_the_front_page_reports_the_request_units_it_cost() {
        assertThat(result.small().measurements()).filteredOn(m -> !m.scenario().id().equals("Q6")).allSatisfy(m ->
                assertThat(m.minRequestCharge()).as(m.scenario().id() + " least RU of a request").isPositive());
    }
}
