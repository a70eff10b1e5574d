package io.cosmosblog.bootstrap.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/** The command line as a user meets it: help, version, usage errors and their exit codes. */
class CommandLineTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private OptionalInt run(String... args) {
        return BlogCommandLine.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
    }

    @Test
    void help_names_the_commands_and_exits_0() {
        assertThat(run("--help")).hasValue(0);
        assertThat(out.toString()).contains("Usage: cosmos-blog").contains("serve").contains("bench");
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
    void a_wrong_option_exits_2_with_the_usage() {
        assertThat(run("--bogus")).hasValue(2);
        assertThat(err.toString()).contains("Unknown option: '--bogus'").contains("Usage: cosmos-blog serve");
        assertThat(run("bench", "--users", "many")).hasValue(2);
        assertThat(err.toString()).contains("--users").contains("many");
    }

    @Test
    void a_setting_the_service_cannot_start_with_exits_2_naming_it() {
        assertThat(run("serve", "--storage", "mongo")).hasValue(2);
        assertThat(err.toString()).contains("STORAGE must be one of inmemory, cosmos");
        assertThat(run("--port", "99999")).hasValue(2);
        assertThat(err.toString()).contains("PORT");
        assertThat(run("bench", "--users", "1")).hasValue(2);
        assertThat(err.toString()).contains("--users >= 2");
    }

    @Test
    void rebuild_and_parked_run_against_the_storage_and_report() {
        assertThat(run("rebuild", "--storage", "inmemory")).hasValue(0);
        assertThat(out.toString()).contains("rebuilding the views from 0 posts").contains("rebuilt the copies of 0 posts");
        assertThat(run("parked", "--replay")).hasValue(0);
        assertThat(out.toString()).contains("0 parked change(s)");
    }
}
