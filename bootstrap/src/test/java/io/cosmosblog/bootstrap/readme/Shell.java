package io.cosmosblog.bootstrap.readme;

import io.cosmosblog.bootstrap.ChildJvm;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * bash running a README block in a directory, as a reader pastes it: stdout and stderr together
 * in a file; whatever the block started in the background is stopped with it.
 */
final class Shell implements AutoCloseable {

    private final Process bash;
    private final Path output;

    private Shell(Process bash, Path output) {
        this.bash = bash;
        this.output = output;
    }

    /** Starts {@code script} in {@code directory}, without the blog's settings of the environment that runs the tests. */
    static Shell start(Path directory, String script, Path output) {
        ProcessBuilder builder = new ProcessBuilder(List.of("bash", "-c", script)).directory(directory.toFile())
                .redirectErrorStream(true).redirectOutput(output.toFile());
        Map<String, String> environment = builder.environment();
        environment.keySet().removeIf(name -> name.equals("PORT") || name.equals("HOST") || name.equals("STORAGE")
                || name.equals("MODEL") || name.equals("DATA_DIR") || name.equals("LOG_FORMAT") || name.startsWith("COSMOS_")
                || name.startsWith("MANAGEMENT_") || name.startsWith("RATE_LIMIT_"));
        environment.put("PATH", javaBin() + File.pathSeparator + environment.getOrDefault("PATH", ""));
        // The blocks' JVMs live for seconds, as the suite's own do (ChildJvm): C1 only, one collector
        // thread. The launcher notes this on stderr; no block's output is read for that line.
        environment.put("JDK_JAVA_OPTIONS", String.join(" ", ChildJvm.TUNING));
        try {
            Process bash = builder.start();
            bash.getOutputStream().close();
            return new Shell(bash, output);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Runs {@code script} to its end (at most {@code patience}) and answers its exit code and output. */
    static Ran run(Path directory, String script, Path output, Duration patience) {
        try (Shell shell = start(directory, script, output)) {
            return shell.await(patience);
        }
    }

    Ran await(Duration patience) {
        try {
            if (!bash.waitFor(patience.toMillis(), TimeUnit.MILLISECONDS)) {
                close();
                throw new AssertionError("the block did not end within " + patience + "; it printed:\n" + output());
            }
            return new Ran(bash.exitValue(), output());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    String output() {
        try {
            return Files.readString(output, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Whether bash still runs: a block that started a service in the foreground ends only when the service does. */
    boolean isRunning() {
        return bash.isAlive();
    }

    /**
     * SIGTERM to bash and everything it started, as Ctrl-C in the reader's terminal would end them;
     * answers once they have all ended, so that a data directory or a port they held is free again.
     */
    @Override
    public void close() {
        List<ProcessHandle> started = bash.descendants().toList();
        started.forEach(ProcessHandle::destroy);
        bash.destroy();
        try {
            bash.waitFor(30, TimeUnit.SECONDS);
            for (ProcessHandle process : started) {
                process.onExit().get(30, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException e) {
            // forced below
        }
        started.forEach(ProcessHandle::destroyForcibly);
        bash.descendants().forEach(ProcessHandle::destroyForcibly);
    }

    private static String javaBin() {
        // The JDK that runs the build: the reader's `java` is the one they built with.
        return Path.of(System.getProperty("java.home"), "bin").toString();
    }

    record Ran(int exit, String output) {
    }
}
