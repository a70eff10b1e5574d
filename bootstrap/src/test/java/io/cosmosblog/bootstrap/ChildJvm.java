package io.cosmosblog.bootstrap;

import io.cosmosblog.cli.Main;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The command that runs the blog's {@link Main} in a JVM of its own, on the tests' class path. These
 * JVMs live for seconds: the optimizing compiler's work would be spent, not repaid, and a parallel
 * collector's threads only compete with the other tests for two cores.
 */
public final class ChildJvm {

    /** What every such JVM gets: a small heap, C1 only, one collector thread. */
    public static final List<String> OPTIONS = List.of("-Xmx256m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC",
            "-XX:-UsePerfData");

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
