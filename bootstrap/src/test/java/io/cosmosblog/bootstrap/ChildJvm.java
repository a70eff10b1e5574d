package io.cosmosblog.bootstrap;

import io.cosmosblog.cli.Main;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The command that runs the blog's {@link Main} in a JVM of its own, on the tests' class path. These
 * JVMs live for seconds: the optimizing compiler's work would be spent, not repaid, and a parallel
 * collector's threads only compete with the other tests for two cores.
 */
public final class ChildJvm {

    /**
     * C1 only, one collector thread, no shared-memory statistics file, and no verification of the
     * bytecode loaded from the class path (javac's and Maven Central's): about a tenth of a start.
     */
    public static final List<String> TUNING = List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-XX:-UsePerfData",
            "-XX:+UnlockDiagnosticVMOptions", "-XX:-BytecodeVerificationRemote");

    /** What every such JVM gets: a small heap and the {@link #TUNING}. */
    public static final List<String> OPTIONS = Stream.concat(Stream.of("-Xmx256m"), TUNING.stream()).toList();

    private ChildJvm() {
    }

    /** {@code java [OPTIONS] [options] -cp <the tests' class path> io.cosmosblog.cli.Main [arguments]}. */
    public static List<String> command(List<String> options, String... arguments) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(OPTIONS);
        command.addAll(options);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(List.of(arguments));
        return command;
    }
}
