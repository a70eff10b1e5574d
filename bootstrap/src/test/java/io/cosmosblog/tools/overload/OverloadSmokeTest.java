package io.cosmosblog.tools.overload;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The load test, small: slow bodies never get a thread's worth of service, over-eager writers are
 * refused, readers and the health probe are served throughout, and every acknowledged write is
 * there after a restart. Figures are the command's to print, not this test's to time.
 */
@Isolated // its writers must outrun their budgets within seconds: with nothing else taking the cores
class OverloadSmokeTest {

    @TempDir
    Path directory;

    @Test
    void past_what_it_serves_the_default_start_refuses_the_excess_serves_reads_and_loses_no_acknowledged_write() throws Exception {
        OverloadResult result = new Overload(new OverloadOptions(Duration.ofSeconds(3), 12, 3, 2), Map.of(),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)).run(directory.resolve("data"));

        Tally slow = result.tallies().get("slow bodies");
        Tally writers = result.tallies().get("writers");
        assertThat(result.problems()).isEmpty();
        assertThat(result.acknowledged().count()).isPositive();
        assertThat(slow.served()).as("a body trickled a byte at a time is never taken").isZero();
        assertThat(slow.withStatus(408) + slow.withStatus(429) + slow.withStatus(503)).isPositive();
        assertThat(writers.withStatus(429)).as("writers past their budgets").isPositive();
        assertThat(writers.otherStatuses()).isZero();
        assertThat(result.tallies().get("readers").served()).isPositive();
        assertThat(result.tallies().get("readers").otherStatuses()).isZero();
        Tally health = result.tallies().get("/health");
        assertThat(health.served()).isEqualTo(health.requests()).isPositive();

        ByteArrayOutputStream report = new ByteArrayOutputStream();
        result.print(new PrintStream(report, true, StandardCharsets.UTF_8));
        assertThat(report.toString(StandardCharsets.UTF_8)).startsWith("# Overload: the default start")
                .contains("Every acknowledged write was there after a restart, as answered.")
                .contains("| slow bodies |").contains("| /health |");
    }
}
