package io.cosmosblog.tools.bench;

import com.azure.cosmos.CosmosAsyncClient;
import com.azure.cosmos.CosmosClientBuilder;
import io.cosmosblog.adapters.cosmos.CosmosSettings;
import io.cosmosblog.adapters.cosmos.TestCosmos;
import io.cosmosblog.application.port.DataModel;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * {@code bench --partition-ceilings --models v3,v4} at its tiniest on the test server: one step
 * of one post and one like per run, each run on a database of its own. The table's shape only:
 * no rate is asserted (the test server runs here unbudgeted, so nothing runs out).
 */
class PartitionCeilingsSmokeTest {

    private static List<CeilingRun> runs;
    private static String printed;

    @BeforeAll
    static void climbOneStep() throws Exception {
        CosmosSettings account = TestCosmos.freshDatabase();
        CeilingOptions tiny = new CeilingOptions(List.of(2), Duration.ofMillis(500), 2);
        runs = new PartitionCeilings(account, tiny, List.of(DataModel.V3, DataModel.V4),
                new PrintStream(OutputStream.nullOutputStream())).run();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        new CeilingTable(new PrintStream(bytes, true, StandardCharsets.UTF_8), account.endpoint(), tiny).print(runs);
        printed = bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void one_row_per_model_and_control_with_a_rate_of_posts_and_of_likes_held() {
        assertThat(printed).startsWith("# cosmos-blog bench --partition-ceilings: Cosmos DB, v3 and v4 (and v4's two controls)")
                .contains("| run | the feed | new posts/s held | likes/s held on one post |");
        List<String[]> rows = printed.lines().filter(line -> line.startsWith("| v")).takeWhile(line -> !line.contains("new posts |"))
                .map(line -> line.substring(2, line.length() - 2).split(" \\| ")).toList();

        assertThat(rows).extracting(cells -> cells[0]).containsExactly("v3", "v4", "v4, shards on one partition", "v4, K=1");
        assertThat(rows).allSatisfy(cells -> {
            assertThat(cells).hasSize(4);
            assertThat(Integer.parseInt(cells[2])).as(cells[0] + " posts/s").isBetween(0, 2);
            assertThat(Integer.parseInt(cells[3])).as(cells[0] + " likes/s").isBetween(0, 2);
        });
        assertThat(rows.get(0)[1]).isEqualTo("1 logical partition");
    }

    @Test
    void says_the_accounts_partitions_and_budget_and_what_ran_out_and_every_step() {
        assertThat(printed).containsPattern("\\*\\*The account\\*\\* \\(.*\\): .*physical partition")
                .contains("## What ran out", "- **v3, new posts**", "- **v4, K=1, likes on one post**", "## Every step");
        List<String> steps = printed.lines().filter(line -> line.matches("\\| v[34].* \\| (new posts|likes) \\| .*")).toList();
        assertThat(steps).hasSizeGreaterThanOrEqualTo(8)
                .allSatisfy(step -> assertThat(Integer.parseInt(step.split(" \\| ")[2])).isEqualTo(2));
    }

    @Test
    void every_post_and_like_succeeds_and_each_run_had_a_database_of_its_own() {
        assertThat(runs).hasSize(4).allSatisfy(run -> {
            assertThat(run.posts()).isNotEmpty().allSatisfy(step -> assertThat(step.driven().failed()).isZero());
            assertThat(run.likes()).isNotEmpty().allSatisfy(step -> assertThat(step.driven().failed()).isZero());
        });
        assertThat(runs).extracting(CeilingRun::database).doesNotHaveDuplicates();
    }

    @Test
    void a_database_already_there_under_a_runs_name_is_left_alone_and_nothing_is_measured() {
        CosmosSettings account = TestCosmos.freshDatabase();
        PartitionCeilings ceilings = new PartitionCeilings(account, new CeilingOptions(List.of(2), Duration.ofMillis(500), 2),
                List.of(DataModel.V3), new PrintStream(OutputStream.nullOutputStream()));
        String taken = ceilings.databases().get(0);
        try (CosmosAsyncClient client = client(account)) {
            client.createDatabase(taken).block();
            client.getDatabase(taken).createContainer("someones", "/id").block();

            assertThatThrownBy(ceilings::run).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("database " + taken + " exists already");
            assertThat(client.getDatabase(taken).getContainer("someones").read().block()).as("still there").isNotNull();
        } finally {
            TestCosmos.drop(account.withDatabase(taken));
        }
    }

    private static CosmosAsyncClient client(CosmosSettings account) {
        return new CosmosClientBuilder().endpoint(account.endpoint()).key(account.accountKey().orElseThrow())
                .gatewayMode().endpointDiscoveryEnabled(false).buildAsyncClient();
    }

    @Test
    void each_runs_database_is_deleted_once_measured() {
        CosmosSettings account = TestCosmos.freshDatabase();
        try (CosmosAsyncClient client = client(account)) {
            List<String> left = client.readAllDatabases().map(database -> database.getId()).collectList().block();
            assertThat(left).doesNotContainAnyElementsOf(runs.stream().map(CeilingRun::database).toList());
        }
    }
}
