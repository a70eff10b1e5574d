package io.cosmosblog.cli;

import io.cosmosblog.adapters.cosmos.CosmosStorage;
import io.cosmosblog.adapters.cosmos.provisioning.AzureSetup;
import io.cosmosblog.adapters.cosmos.provisioning.Script;
import io.cosmosblog.adapters.cosmos.provisioning.Throughput;
import io.cosmosblog.application.port.DataModel;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.assertj.core.api.Assertions.assertThat;

/** azure-setup as an operator meets it: the files it writes, and setup.sh run against a stand-in for the Azure CLI. */
class AzureSetupCommandTest {

    /** Records every call's arguments, one line each, and fails like the CLI would on a missing {@code @file}. */
    private static final String FAKE_AZ = """
            #!/usr/bin/env bash
            for arg in "$@"; do
              if [[ "$arg" == @* && ! -f "${arg#@}" ]]; then echo "no such file: $arg" >&2; exit 9; fi
              printf '[%s] ' "$arg" >> "$AZ_LOG"
            done
            echo >> "$AZ_LOG"
            """;

    @TempDir
    Path temp;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private OptionalInt run(String... args) {
        return BlogCommandLine.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
    }

    @Test
    void writes_a_policy_per_container_a_file_per_script_and_setup_sh() throws IOException {
        Path dir = temp.resolve("setup");

        assertThat(run("azure-setup", "--resource-group", "blog-rg", "--account", "blog-account", "--out", dir.toString()))
                .hasValue(0);

        for (AzureSetup.Container container : AzureSetup.containers(CosmosStorage.model(DataModel.V3), Throughput.NONE)) {
            assertThat(Files.readString(dir.resolve(container.name() + "-indexing-policy.json"))).isEqualTo(container.indexingPolicy());
        }
        for (Script script : AzureSetup.scripts(CosmosStorage.model(DataModel.V3))) {
            assertThat(Files.readString(dir.resolve(script.id() + ".js"))).isEqualTo(script.body());
        }
        assertThat(dir.resolve("setup.sh")).isExecutable();
        assertThat(out.toString()).contains("wrote").contains("setup.sh").contains("COSMOS_PROVISION=verify");
    }

    @Test
    void setup_sh_creates_every_container_with_the_autoscale_maximum_and_passes_bash_n() throws Exception {
        Path dir = temp.resolve("autoscale");
        assertThat(run("azure-setup", "--resource-group", "blog-rg", "--account", "blog-account", "--database", "blog",
                "--throughput", "autoscale:4000", "--out", dir.toString())).hasValue(0);
        String setup = Files.readString(dir.resolve("setup.sh"));

        assertThat(setup).startsWith("#!/usr/bin/env bash").contains("set -euo pipefail");
        for (String container : List.of("users", "posts", "feed", "leases", "deadletters")) {
            assertThat(setup).contains("--name '" + container + "'");
        }
        assertThat(setup.split("--max-throughput 4000", -1)).hasSize(6);
        assertThat(setup).doesNotContain("--throughput ");
        assertThat(setup).contains("#   --role-definition-id 00000000-0000-0000-0000-000000000002 --scope '/'")
                .doesNotContain("\naz cosmosdb sql role");
        Run check = bash("-n", dir.resolve("setup.sh").toString());
        assertThat(check.exitCode).as(check.output).isZero();
    }

    @Test
    void setup_sh_hands_the_azure_cli_each_argument_whole() throws Exception {
        Path dir = temp.resolve("run");
        assertThat(run("azure-setup", "--resource-group", "it's a group", "--account", "blog-account", "--database", "my blog",
                "--throughput", "manual:400", "--out", dir.toString())).hasValue(0);
        Path az = Files.writeString(Files.createDirectories(temp.resolve("bin")).resolve("az"), FAKE_AZ);
        assertThat(az.toFile().setExecutable(true)).isTrue();

        Run setup = bash(dir.resolve("setup.sh").toString());

        assertThat(setup.exitCode).as(setup.output).isZero();
        List<String> calls = Files.readAllLines(temp.resolve("az.log"));
        Script procedure = AzureSetup.scripts(CosmosStorage.model(DataModel.V3)).get(0);
        Script trigger = AzureSetup.scripts(CosmosStorage.model(DataModel.V3)).get(1);
        assertThat(calls).hasSize(9);
        assertThat(calls.get(0)).as("priority-based execution, without which the service ignores the requests' priority")
                .isEqualTo("[cosmosdb] [update] [--resource-group] [it's a group] [--name] [blog-account] "
                        + "[--enable-priority-based-execution] [true] ");
        assertThat(calls.get(1)).isEqualTo("[cosmosdb] [sql] [database] [create] [--resource-group] [it's a group] "
                + "[--account-name] [blog-account] [--name] [my blog] ");
        assertThat(calls.get(2)).isEqualTo("[cosmosdb] [sql] [container] [create] [--resource-group] [it's a group] "
                + "[--account-name] [blog-account] [--database-name] [my blog] [--name] [users] [--partition-key-path] [/userId] "
                + "[--idx] [@users-indexing-policy.json] [--throughput] [400] [--ttl] [-1] ");
        assertThat(calls.get(7)).contains("[stored-procedure] [create]").contains("[--container-name] [posts]")
                .contains("[--name] [" + procedure.id() + "]").contains("[--body] [@" + procedure.id() + ".js]");
        assertThat(calls.get(8)).contains("[trigger] [create]").contains("[--container-name] [feed]")
                .contains("[--name] [" + trigger.id() + "]").contains("[--type] [Post] [--operation] [All]")
                .contains("[--body] [@" + trigger.id() + ".js]");
    }

    @Test
    void setup_sh_says_what_else_the_account_needs() throws IOException {
        Path dir = temp.resolve("account");
        assertThat(run("azure-setup", "--resource-group", "rg", "--account", "a", "--out", dir.toString())).hasValue(0);

        assertThat(Files.readString(dir.resolve("setup.sh")))
                .contains("--enable-priority-based-execution true")
                .contains("# One write region")
                .contains("# Time to live");
    }

    @Test
    void without_throughput_no_container_asks_for_its_own() throws IOException {
        Path dir = temp.resolve("none");
        assertThat(run("azure-setup", "--resource-group", "rg", "--account", "a", "--throughput", "none", "--out", dir.toString()))
                .hasValue(0);

        assertThat(Files.readString(dir.resolve("setup.sh"))).doesNotContain("--throughput").doesNotContain("--max-throughput")
                .contains("DATABASE='blog'");
    }

    @Test
    void the_v1_model_gets_its_own_containers_and_no_script() throws IOException {
        Path dir = temp.resolve("v1");
        assertThat(run("azure-setup", "--resource-group", "rg", "--account", "a", "--model", "v1", "--out", dir.toString()))
                .hasValue(0);

        assertThat(dir.resolve("v1-users-indexing-policy.json")).isRegularFile();
        assertThat(dir.resolve("v1-posts-indexing-policy.json")).isRegularFile();
        assertThat(dir.resolve("feed-indexing-policy.json")).doesNotExist();
        assertThat(Files.readString(dir.resolve("setup.sh"))).contains("v1-posts").doesNotContain("stored-procedure");
        assertThat(run("azure-setup", "--resource-group", "rg", "--account", "a", "--model", "v5", "--out", dir.toString()))
                .hasValue(2);
        assertThat(err.toString()).contains("--model takes v1, v2, v3 or v4, not 'v5'");
    }

    @Test
    void a_wrong_or_missing_option_exits_2_naming_it() {
        assertThat(run("azure-setup", "--resource-group", "rg", "--account", "a", "--throughput", "autoscale:1500",
                "--out", temp.toString())).hasValue(2);
        assertThat(err.toString()).contains("--throughput must be none, manual:<RU/s>").contains("autoscale:1500");
        assertThat(run("azure-setup", "--resource-group", "rg", "--account", "a")).hasValue(2);
        assertThat(err.toString()).contains("Missing required option: '--out=DIR'");
        assertThat(temp.resolve("setup.sh")).doesNotExist();
    }

    private record Run(int exitCode, String output) {
    }

    /** bash with {@code args}, the stand-in az (when written) first on the PATH. */
    private Run bash(String... args) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(concat("bash", args)).redirectErrorStream(true);
        builder.environment().put("PATH", temp.resolve("bin") + ":" + System.getenv("PATH"));
        builder.environment().put("AZ_LOG", temp.resolve("az.log").toString());
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(20, TimeUnit.SECONDS)).isTrue();
        return new Run(process.exitValue(), output);
    }

    private static String[] concat(String first, String... rest) {
        String[] all = new String[rest.length + 1];
        all[0] = first;
        System.arraycopy(rest, 0, all, 1, rest.length);
        return all;
    }
}
