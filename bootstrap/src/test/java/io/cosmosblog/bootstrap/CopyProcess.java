package io.cosmosblog.bootstrap;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The copy command in a JVM of its own, as an operator runs it: only the COSMOS_* variables (and
 * MODEL) given reach it, and its output and errors are kept as files named for the run in {@code root}.
 */
record CopyProcess(Path root) {

    record Run(int exitCode, String out, String err) {
    }

    Run run(Map<String, String> environment, String name, String... arguments) throws Exception {
        List<String> command = new ArrayList<>(ChildJvm.command(List.of("-DCOSMOS.HTTP_CONNECTION_WITHOUT_TLS_ALLOWED=true",
                "-Dlogback.configurationFile=logback.xml"), "copy"));
        command.addAll(List.of(arguments));
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().keySet().removeIf(variable -> variable.startsWith("COSMOS_") || variable.equals("MODEL"));
        builder.environment().putAll(environment);
        builder.redirectOutput(root.resolve(name + ".out").toFile()).redirectError(root.resolve(name + ".err").toFile());
        Process process = builder.start();
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).as(name + " finished").isTrue();
        return new Run(process.exitValue(), Files.readString(root.resolve(name + ".out")), Files.readString(root.resolve(name + ".err")));
    }
}
