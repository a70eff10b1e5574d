package io.cosmosblog.cli;

import io.cosmosblog.adapters.inmemory.InMemoryStorage;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.bootstrap.ChildJvm;
import io.cosmosblog.bootstrap.Protection;
import io.cosmosblog.bootstrap.Settings;
import io.cosmosblog.bootstrap.StorageKind;
import io.cosmosblog.bootstrap.Variable;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** The command line as a user meets it: help, version, usage errors and their exit codes. */
@Execution(ExecutionMode.CONCURRENT)
@Order(6) // among the longest: started first
class CommandLineTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @TempDir
    Path root;

    private OptionalInt run(String... args) {
        return BlogCommandLine.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
    }

    @Test
    void help_names_the_commands_and_exits_0() {
        assertThat(run("--help")).hasValue(0);
        assertThat(out.toString()).contains("Usage: cosmos-blog").contains("serve").contains("bench");
    }

    @Test
    void help_lists_every_command_with_its_whole_first_sentence_on_one_line() {
        Map<String, CommandLine> commands = BlogCommandLine.commands(new ServeCommand()).getSubcommands();

        assertThat(run("--help")).hasValue(0);

        String help = out.toString();
        List<String> rows = help.substring(help.indexOf("Commands:")).lines().skip(1).toList();
        // A summary that wrapped would leave a row starting with more than two spaces.
        Pattern row = Pattern.compile("  (\\S+) +(\\S.*)");
        assertThat(rows).as(help).allMatch(line -> row.matcher(line).matches());
        Map<String, String> summaries = rows.stream().map(row::matcher).filter(Matcher::matches)
                .collect(Collectors.toMap(matched -> matched.group(1), matched -> matched.group(2)));
        assertThat(summaries).containsOnlyKeys(commands.keySet());
        commands.forEach((name, command) -> {
            String firstParagraph = command.getCommandSpec().usageMessage().description()[0];
            assertThat(summaries.get(name)).as(name).isEqualTo(firstParagraph).endsWith(".");
            assertThat(firstParagraph.substring(0, firstParagraph.length() - 1)).as(name).doesNotContain(". ");
        });
    }

    @Test
    void every_variable_with_an_option_is_an_option_of_each_storage_command_named_after_it_that_names_it_back() {
        Map<String, CommandLine> commands = BlogCommandLine.commands(new ServeCommand()).getSubcommands();

        for (String command : List.of("serve", "bench", "rebuild", "parked", "backup")) {
            Map<String, OptionSpec> options = commands.get(command).getCommandSpec().options().stream()
                    .collect(Collectors.toMap(OptionSpec::longestName, Function.identity()));
            for (Variable variable : Variable.values()) {
                String name = "--" + variable.name().toLowerCase(Locale.ROOT).replace('_', '-');
                // --port and the other options about serving only where something listens.
                boolean offered = variable.hasOption() && (!variable.isServeOnly() || command.equals("serve"));
                assertThat(options.containsKey(name)).as(command + " " + name).isEqualTo(offered);
                if (offered) {
                    assertFallsBackTo(options.get(name), variable);
                }
            }
        }
        CommandLine.Model.CommandSpec azureSetup = commands.get("azure-setup").getCommandSpec();
        assertFallsBackTo(azureSetup.findOption("--database"), Variable.COSMOS_DATABASE);
        assertFallsBackTo(azureSetup.findOption("--throughput"), Variable.COSMOS_THROUGHPUT);
    }

    private static void assertFallsBackTo(OptionSpec option, Variable variable) {
        assertThat(option.defaultValueString(false)).isEqualTo("${env:" + variable.name() + "}");
        assertThat(String.join(" ", option.description())).endsWith(")").contains("(env " + variable.name());
    }

    @Test
    void an_option_given_wins_over_the_environment() {
        ServeCommand serve = new ServeCommand();
        BlogCommandLine.commands(serve).parseArgs("serve", "--port", "9000", "--storage", "cosmos",
                "--cosmos-endpoint", "https://my-account.documents.azure.com:443/", "--cosmos-database", "mine",
                "--data-dir", "/srv/mine");

        Settings settings = serve.storage.settings(Map.of("PORT", "7000", "STORAGE", "inmemory",
                "COSMOS_ENDPOINT", "https://other.documents.azure.com:443/", "COSMOS_DATABASE", "theirs",
                "DATA_DIR", "/srv/theirs"));

        assertThat(settings.port()).isEqualTo(9000);
        assertThat(settings.cosmos().orElseThrow().endpoint()).isEqualTo("https://my-account.documents.azure.com:443/");
        assertThat(settings.cosmos().orElseThrow().database()).isEqualTo("mine");
        assertThat(settings.dataDir()).isEqualTo(Path.of("/srv/mine"));
    }

    @Test
    void without_an_option_the_environment_applies_and_without_either_the_default() {
        // The options fall back to this process's own environment, which must not say otherwise here.
        assumeTrue(Stream.of("PORT", "STORAGE", "COSMOS_ENDPOINT", "COSMOS_DATABASE", "DATA_DIR")
                .allMatch(name -> System.getenv(name) == null));
        ServeCommand serve = new ServeCommand();
        BlogCommandLine.commands(serve).parseArgs("serve");

        Settings settings = serve.storage.settings(Map.of("PORT", "7000", "STORAGE", "cosmos",
                "COSMOS_ENDPOINT", "https://other.documents.azure.com:443/", "COSMOS_DATABASE", "theirs"));

        assertThat(settings.port()).isEqualTo(7000);
        assertThat(settings.cosmos().orElseThrow().database()).isEqualTo("theirs");
        assertThat(serve.storage.settings(Map.of()).withProtection(Protection.embedded()))
                .isEqualTo(new Settings(8080, StorageKind.LOCAL));
        assertThat(serve.storage.settings(Map.of("DATA_DIR", "/srv/blog")).dataDir()).isEqualTo(Path.of("/srv/blog"));
    }

    @Test
    void every_command_has_help_and_version() {
        assertThat(run("serve", "--help")).hasValue(0);
        assertThat(out.toString()).contains("Usage: cosmos-blog serve").contains("--port").contains("env PORT");
        assertThat(run("bench", "-h")).hasValue(0);
        assertThat(out.toString()).contains("Usage: cosmos-blog bench").contains("--users");
        assertThat(run("bench", "--version")).hasValue(0);
        assertThat(out.toString()).containsPattern("cosmos-blog \\d+\\.\\d+");
    }

    @Test
    void a_wrong_option_exits_2_with_the_mistake_a_suggestion_and_where_the_help_is_in_a_few_lines() {
        assertThat(run("--bogus")).hasValue(2);
        assertThat(err.toString()).startsWith("cosmos-blog serve: Unknown option: '--bogus'")
                .contains("'cosmos-blog serve --help' lists what it takes.").doesNotContain("Usage:");
        assertThat(err.toString().lines()).hasSizeLessThanOrEqualTo(3);

        err.getBuffer().setLength(0);
        assertThat(run("bench", "--user", "5")).hasValue(2);
        assertThat(err.toString()).contains("Did you mean").contains("--users");
        assertThat(err.toString().lines()).hasSizeLessThanOrEqualTo(3);

        err.getBuffer().setLength(0);
        assertThat(run("--prot", "9000")).hasValue(2);
        assertThat(err.toString().lines()).containsExactly("cosmos-blog serve: Unknown options: '--prot', '9000'",
                "Did you mean --port?", "'cosmos-blog serve --help' lists what it takes.");

        assertThat(run("bench", "--users", "many")).hasValue(2);
        assertThat(err.toString()).contains("--users").contains("many");
    }

    @Test
    void a_mistyped_command_exits_2_naming_the_nearest_command_and_the_list() {
        assertThat(run("srve")).hasValue(2);
        assertThat(err.toString().lines()).containsExactly(
                "cosmos-blog: 'srve' is not a command. Did you mean 'serve'?",
                "Commands: serve, bench, rebuild, parked, backup, copy, repair, moderate, overload, azure-setup; 'cosmos-blog --help' says what each does.");

        err.getBuffer().setLength(0);
        assertThat(run("deploy")).hasValue(2);
        assertThat(err.toString()).startsWith("cosmos-blog: 'deploy' is not a command.\n").doesNotContain("Did you mean");
    }

    @Test
    void only_serve_offers_the_port() {
        assertThat(run("rebuild", "--help")).hasValue(0);
        assertThat(out.toString()).doesNotContain("--port");
        assertThat(run("bench", "--port", "9000")).hasValue(2);
        assertThat(err.toString()).contains("Unknown option").contains("'--port'").contains("--port is serve's alone");
        assertThat(err.toString().lines()).hasSize(3);
    }

    @Test
    void a_setting_the_service_cannot_start_with_exits_2_naming_it() {
        assertThat(run("serve", "--storage", "mongo")).hasValue(2);
        assertThat(err.toString()).contains("STORAGE must be one of local, inmemory, cosmos");
        assertThat(run("--port", "99999")).hasValue(2);
        assertThat(err.toString()).contains("PORT");
        assertThat(run("bench", "--users", "1")).hasValue(2);
        assertThat(err.toString()).contains("--users >= 2");
    }

    @Test
    void rebuild_and_parked_refuse_the_in_memory_store_which_keeps_nothing_to_act_on() {
        assertThat(run("rebuild", "--storage", "inmemory")).hasValue(2);
        assertThat(err.toString().lines()).singleElement().asString()
                .startsWith("cosmos-blog rebuild: STORAGE=inmemory keeps no data outside the serving process");
        assertThat(run("parked", "--storage", "inmemory")).hasValue(2);
        assertThat(out.toString()).doesNotContain("parked change");
    }

    @Test
    void rebuild_and_parked_run_against_the_storage_and_report() {
        assertThat(run("rebuild", "--data-dir", root.resolve("data").toString())).hasValue(0);
        assertThat(out.toString()).contains("rebuilding the views from 0 posts")
                .contains("rebuilt the copies of 0 posts; 0 authors' names rewritten");
        assertThat(run("parked", "--data-dir", root.resolve("data").toString(), "--replay")).hasValue(0);
        assertThat(out.toString()).contains("0 parked changes");
        assertThat(root.resolve("data/blog.db")).as("the local store is the default").isRegularFile();
    }

    @Test
    void rebuild_and_parked_beside_a_running_local_store_say_when_they_can_run() {
        Path data = root.resolve("data");
        try (InMemoryStorage running = InMemoryStorage.onDisk(data, new StorageMeter(), DataModel.V3)) {
            for (String command : List.of("rebuild", "parked")) {
                err.getBuffer().setLength(0);

                assertThat(run(command, "--data-dir", data.toString())).as(command).hasValue(1);
                assertThat(err.toString().lines()).as(command).singleElement().asString()
                        .startsWith("cosmos-blog " + command + " cannot run: data directory " + data.toAbsolutePath())
                        .contains("is in use by a running cosmos-blog: on the local store, " + command
                                + " acts on the data directory while no service runs on it");
            }
        }
    }

    /**
     * As a user meets it: a JVM of its own with the shipped logging configuration, so the Azure
     * SDK's log of its retries would count too. Nothing listens on the port; the SDK gives up within seconds.
     */
    @Test
    void an_unreachable_cosmos_endpoint_exits_1_with_one_line_and_no_stack_trace() throws Exception {
        String endpoint = "http://127.0.0.1:" + freePort();
        Map<String, String> environment = Map.of("STORAGE", "cosmos", "COSMOS_ENDPOINT", endpoint, "COSMOS_KEY", "bG9jYWw=",
                "COSMOS_HTTP_CONNECTION_WITHOUT_TLS_ALLOWED", "true", "COSMOS_REQUEST_TIMEOUT_MS", "2000", "PORT", "0");

        // Each waits out the SDK's attempts, so the three run side by side.
        Launched serve = launch(environment, "serve");
        Launched rebuild = launch(environment, "rebuild");
        Launched parked = launch(environment, "parked", "--verbose");
        for (Launched launched : List.of(serve, rebuild)) {
            String command = launched.command();
            Finished finished = launched.finished();
            assertThat(finished.exit()).as(command + ": " + finished.stderr()).isEqualTo(1);
            assertThat(finished.stderr().lines()).as(command).singleElement().asString()
                    .startsWith(command.equals("serve") ? "cosmos-blog cannot start: cannot reach Cosmos DB: "
                            : "cosmos-blog " + command + " cannot run: cannot reach Cosmos DB: ")
                    .contains("Connection refused").endsWith("(--verbose shows the whole error)");
        }

        Finished verbose = parked.finished();
        assertThat(verbose.exit()).isEqualTo(1);
        assertThat(verbose.stderr()).contains("\tat com.azure.cosmos.");
        assertThat(verbose.stderr().lines().reduce((first, second) -> second)).hasValueSatisfying(last ->
                assertThat(last).startsWith("cosmos-blog parked cannot run: cannot reach Cosmos DB: "));
    }

    @Test
    void a_port_in_use_exits_1_with_one_line_naming_the_port_and_its_setting() throws Exception {
        try (ServerSocket taken = new ServerSocket(0)) {
            String port = String.valueOf(taken.getLocalPort());

            Launched onApi = launch(Map.of("STORAGE", "inmemory", "PORT", port, "MANAGEMENT_PORT", "none"), "serve");
            Launched onMetrics = launch(Map.of("STORAGE", "inmemory", "PORT", "0", "MANAGEMENT_PORT", port), "serve");
            Finished api = onApi.finished();
            Finished metrics = onMetrics.finished();

            assertThat(api.exit()).as(api.stderr()).isEqualTo(1);
            assertThat(api.stderr()).doesNotContain("\tat ");
            assertThat(api.stderr().lines().filter(line -> line.startsWith("cosmos-blog"))).singleElement().asString()
                    .isEqualTo("cosmos-blog cannot start: port " + port + " (PORT) is already in use: stop what holds it, "
                            + "or choose another with PORT (0 picks a free one)");
            assertThat(metrics.exit()).as(metrics.stderr()).isEqualTo(1);
            assertThat(metrics.stderr()).doesNotContain("\tat ");
            assertThat(metrics.stderr().lines().filter(line -> line.startsWith("cosmos-blog"))).singleElement().asString()
                    .isEqualTo("cosmos-blog cannot start: port " + port + " (MANAGEMENT_PORT, the port of /metrics) is already "
                            + "in use: stop what holds it, or choose another with MANAGEMENT_PORT (0 picks a free one, none "
                            + "serves no metrics)");
        }
    }

    @Test
    void only_the_commands_that_open_the_storage_offer_verbose() {
        for (String command : List.of("serve", "rebuild", "parked", "bench", "backup")) {
            out.getBuffer().setLength(0);
            assertThat(run(command, "--help")).hasValue(0);
            assertThat(out.toString().contains("--verbose")).as(command).isEqualTo(!command.equals("bench") && !command.equals("backup"));
        }
    }

    private record Finished(int exit, String stderr) {
    }

    /** {@code cosmos-blog args} in a JVM of its own, as the jar starts (its logging configuration, not the tests'). */
    private Finished runProcess(Map<String, String> environment, String... args) throws Exception {
        return launch(environment, args).finished();
    }

    /** A command started by {@link #launch}, its stderr in a file of its own. */
    private record Launched(List<String> args, Process process, Path stderr) {

        String command() {
            return args.get(0);
        }

        Finished finished() throws Exception {
            if (!process.waitFor(90, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor();
                throw new AssertionError(String.join(" ", args) + " did not end within 90 s: " + Files.readString(stderr));
            }
            return new Finished(process.exitValue(), Files.readString(stderr));
        }
    }

    private int launched;

    /** {@link #runProcess}, started and not waited for: commands that each wait out a timeout run side by side. */
    private Launched launch(Map<String, String> environment, String... args) throws IOException {
        List<String> command = new ArrayList<>(ChildJvm.command(List.of("-Dlogback.configurationFile=logback.xml")));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().keySet().removeIf(variable -> variable.startsWith("COSMOS_") || variable.equals("LOG_FORMAT")
                || variable.equals("STORAGE") || variable.equals("DATA_DIR") || variable.equals("PORT"));
        builder.environment().putAll(environment);
        Path stderr = root.resolve("stderr-" + ++launched + "-" + args[0] + ".txt");
        builder.redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(stderr.toFile());
        return new Launched(List.of(args), builder.start(), stderr);
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    @Test
    void a_data_directory_that_cannot_be_used_exits_1_with_one_line_naming_it() throws Exception {
        Path file = Files.writeString(root.resolve("not-a-directory"), "x");

        assertThat(run("parked", "--data-dir", file.toString())).hasValue(1);
        assertThat(err.toString().lines()).singleElement().asString()
                .startsWith("cosmos-blog parked cannot run: data directory " + file).contains("is a file");
        assertThat(run("serve", "--port", "0", "--data-dir", file.toString())).hasValue(1);
    }

    @Test
    void backup_copies_the_local_store_and_reports_what_it_wrote() {
        String data = root.resolve("data").toString();
        Path target = root.resolve("backup");
        assertThat(run("parked", "--data-dir", data)).hasValue(0);

        assertThat(run("backup", "--data-dir", data, "--to", target.toString())).hasValue(0);
        assertThat(out.toString()).contains("backed up " + data + " to " + target.resolve("blog.db"))
                .contains(" bytes, 0 users, 0 posts, 0 comments, 0 likes");
        assertThat(target.resolve("blog.db")).isRegularFile();

        assertThat(run("backup", "--data-dir", data, "--to", target.toString())).hasValue(1);
        assertThat(err.toString().lines()).singleElement().asString().startsWith("cosmos-blog backup cannot run: ")
                .contains(target.toString()).contains("holds a blog.db already");
    }

    @Test
    void a_command_other_than_serve_that_cannot_run_says_so_by_its_name() throws Exception {
        assertThat(run("backup", "--data-dir", root.resolve("data").toString(), "--to", root.resolve("backup").toString(),
                "--model", "v9")).hasValue(2);
        assertThat(err.toString().lines()).singleElement().asString()
                .isEqualTo("cosmos-blog backup cannot run: MODEL must be v1, v2, v3 or v4, not 'v9'");

        Finished badLogFormat = runProcess(Map.of("LOG_FORMAT", "xml"), "backup", "--to", root.resolve("backup").toString());
        assertThat(badLogFormat.exit()).isEqualTo(2);
        assertThat(badLogFormat.stderr().lines()).singleElement().asString()
                .isEqualTo("cosmos-blog backup cannot run: LOG_FORMAT must be text or json, not 'xml'");
    }

    @Test
    void copy_to_cosmos_db_without_an_endpoint_says_which_variables_to_set() {
        assumeTrue(System.getenv("COSMOS_ENDPOINT") == null, "COSMOS_ENDPOINT is set in this environment");
        String data = root.resolve("data").toString();
        assertThat(run("parked", "--data-dir", data)).hasValue(0);

        assertThat(run("copy", "--from", "local", "--data-dir", data, "--to", "cosmos")).hasValue(2);
        assertThat(err.toString().lines()).singleElement().asString()
                .startsWith("cosmos-blog copy cannot run: COSMOS_ENDPOINT must be set")
                .contains("set COSMOS_ENDPOINT to the account's URL", "COSMOS_KEY",
                        "COSMOS_HTTP_CONNECTION_WITHOUT_TLS_ALLOWED=true");
    }

    @Test
    void backup_refuses_other_storage_in_one_line() {
        assertThat(run("backup", "--storage", "inmemory", "--to", root.resolve("backup").toString())).hasValue(2);
        assertThat(err.toString().lines()).singleElement().asString()
                .isEqualTo("cosmos-blog backup: STORAGE=inmemory keeps no data directory to copy; backup is for STORAGE=local");
        assertThat(root.resolve("backup")).doesNotExist();
        assertThat(run("backup", "--data-dir", root.toString())).hasValue(2);
        assertThat(err.toString()).contains("Missing required option: '--to=DIR'");
    }
}
