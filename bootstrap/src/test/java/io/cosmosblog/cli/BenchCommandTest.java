package io.cosmosblog.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * {@code bench} as a user runs it, at its tiniest: it measures in memory unless told otherwise,
 * its report's first line says so, and stdout holds the report alone (so that
 * {@code bench > report.md} does), its progress on stderr; each report is kept as a file too, in
 * the report directory, and the last line on stderr says where.
 */
class BenchCommandTest {

    /** What the benchmark prints while it works: the loaders' progress, the rounds, what was measured. */
    private static final Pattern PROGRESS = Pattern.compile(
            "(#+ )?(v\\d, )?\\d+ users|\\s*loading .*%.*|\\s*loaded .*|warming up|\\s*reads measured.*|\\s*measured .*|measuring .*");

    private static Printed bench;
    private static Printed models;
    private static Path reports;

    @BeforeAll
    static void runTheTiniestBenchmarks() throws IOException {
        // Neither --storage nor STORAGE: the storage is the benchmark's to choose, which must not be set otherwise here.
        assumeTrue(System.getenv("STORAGE") == null || System.getenv("STORAGE").isBlank());
        reports = Files.createTempDirectory("cosmos-blog-bench-test-").resolve("reports");
        bench = run("bench", "--users", "2", "--scale", "1", "--requests", "4", "--threads", "1", "--ceiling-seconds", "0.2",
                "--report-dir", reports.toString());
        models = run("bench", "--models", "v1,v3", "--users", "2", "--scale", "1", "--requests", "4", "--threads", "1",
                "--report-dir", reports.toString());
    }

    @Test
    void each_report_is_kept_in_the_report_directory_too_and_stderr_says_where() throws IOException {
        List<Path> kept;
        try (Stream<Path> files = Files.list(reports)) {
            kept = files.sorted().toList();
        }
        assertThat(kept).extracting(file -> file.getFileName().toString().replaceAll("[0-9]{8}-[0-9]{6}", "WHEN"))
                .containsExactly("bench-inmemory-v3-WHEN.md", "models-inmemory-WHEN.json", "models-inmemory-WHEN.md");
        Path benchReport = kept.get(0);
        Path modelsReport = kept.get(2);
        assertThat(Files.readString(benchReport)).startsWith(bench.stdout().lines().findFirst().orElseThrow()).contains("| Q2")
                .contains("Each side is driven for 0.2 s a round");
        assertThat(Files.readString(modelsReport)).startsWith("# cosmos-blog bench --models: in memory");
        assertThat(bench.stderr().lines().reduce((first, second) -> second))
                .hasValue("the report is in " + benchReport.toAbsolutePath().normalize());
        assertThat(models.stderr().lines().reduce((first, second) -> second))
                .hasValue("the report is in " + modelsReport.toAbsolutePath().normalize());
    }

    @Test
    void the_report_directory_is_under_target_unless_told() {
        Printed help = run("bench", "--help");

        assertThat(help.out().replaceAll("\\s+", " ")).contains("--report-dir=DIR")
                .contains("(default target/cosmos-blog-bench, under the working directory)");
    }

    @Test
    void bench_measures_in_memory_unless_told_and_its_first_line_says_so() {
        assertThat(bench.exit()).as(bench.stderr()).isZero();
        assertThat(bench.stdout().lines().findFirst()).hasValue("# cosmos-blog bench: in memory, data model v3, 2 users (and 2"
                + " for scaling; seed 42)");
        assertThat(bench.stderr()).contains("measuring in memory: neither --storage nor STORAGE names a storage");
    }

    @Test
    void bench_models_measures_in_memory_unless_told_and_its_first_line_says_so() {
        assertThat(models.exit()).as(models.stderr()).isZero();
        assertThat(models.stdout().lines().findFirst())
                .hasValue("# cosmos-blog bench --models: in memory, data models v1 and v3, 2 users (seed 42)");
    }

    @Test
    void stdout_holds_the_report_alone_and_stderr_the_progress() {
        for (Printed printed : List.of(bench, models)) {
            assertThat(printed.stdout().lines().filter(line -> PROGRESS.matcher(line).matches()).toList()).isEmpty();
            assertThat(printed.stderr().lines().filter(line -> PROGRESS.matcher(line).matches()).toList()).isNotEmpty();
        }
        assertThat(bench.stderr()).contains("loading 2 users", "warming up", "reads measured, round 3 of 3", "measured C4");
        assertThat(models.stderr()).contains("loading 2 users", "measured the ten requests");
    }

    @Test
    void the_partition_ceilings_refuse_any_storage_but_cosmos_db() {
        Printed refused = run("bench", "--partition-ceilings", "--report-dir", reports.toString());
        Printed local = run("bench", "--partition-ceilings", "--storage", "local", "--report-dir", reports.toString());
        Printed v1 = run("bench", "--partition-ceilings", "--models", "v1,v3", "--report-dir", reports.toString());

        assertThat(refused.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(refused.stderr()).contains("--partition-ceilings measures Cosmos DB's physical partitions, not in memory");
        assertThat(local.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(local.stderr()).contains("not the local store");
        assertThat(v1.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(v1.stderr()).contains("--partition-ceilings compares v3 and v4, not 'v1'");
        assertThat(refused.stdout()).isEmpty();
    }

    @Test
    void the_help_says_bench_measures_in_memory_unless_told() {
        Printed help = run("bench", "--help");

        assertThat(help.out().replaceAll("\\s+", " ")).contains("It measures in memory unless --storage or STORAGE names another storage")
                .contains("(env STORAGE; default inmemory for bench, unlike serve)")
                .contains("progress and the log go to stderr, so 'bench > report.md' keeps the report alone.");
    }

    @Test
    void storage_or_its_variable_still_chooses_and_in_memory_is_bench_s_choice_only_when_neither_does() {
        assertThat(BenchStorage.environment(Map.of()).get("STORAGE")).isEqualTo("inmemory");
        assertThat(BenchStorage.environment(Map.of("STORAGE", " ")).get("STORAGE")).isEqualTo("inmemory");
        assertThat(BenchStorage.environment(Map.of("STORAGE", "local")).get("STORAGE")).isEqualTo("local");
        assertThat(BenchStorage.chosenBy(false, Map.of("STORAGE", "local"))).isEqualTo("STORAGE says so");
        assertThat(BenchStorage.chosenBy(true, Map.of())).isEqualTo("--storage says so");
    }

    /**
     * What a run printed. The tests' logging configuration writes warnings to stdout (the jar's
     * writes every log line to stderr), so stdout is read here without them.
     */
    private record Printed(int exit, String stdout, String stderr, String out) {

        private static final Pattern TEST_LOG_LINE = Pattern.compile("\\d\\d:\\d\\d:\\d\\d\\.\\d{3} (WARN|ERROR) .*");

        Printed {
            stdout = stdout.lines().filter(line -> !TEST_LOG_LINE.matcher(line).matches()).collect(Collectors.joining("\n"));
        }
    }

    /**
     * {@code cosmos-blog args} in this JVM, stdout and stderr caught: the benchmark prints its
     * report and its progress there itself, not through the command line's writers.
     */
    private static Printed run(String... args) {
        PrintStream stdout = System.out;
        PrintStream stderr = System.err;
        ByteArrayOutputStream report = new ByteArrayOutputStream();
        ByteArrayOutputStream progress = new ByteArrayOutputStream();
        StringWriter out = new StringWriter();
        int exit;
        try {
            System.setOut(new PrintStream(report, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(progress, true, StandardCharsets.UTF_8));
            exit = BlogCommandLine.execute(args, new PrintWriter(out, true), new PrintWriter(System.err, true)).orElseThrow();
        } finally {
            System.setOut(stdout);
            System.setErr(stderr);
        }
        return new Printed(exit, report.toString(StandardCharsets.UTF_8), progress.toString(StandardCharsets.UTF_8), out.toString());
    }
}
