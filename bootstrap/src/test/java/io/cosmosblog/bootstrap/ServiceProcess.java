package io.cosmosblog.bootstrap;

import io.cosmosblog.cli.Main;
import io.cosmosblog.adapters.cosmos.CosmosSettings;
import io.cosmosblog.adapters.cosmos.LocalCosmos;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The service in a JVM of its own, as one instance behind a load balancer: started from the test's
 * class path on Cosmos DB, on the local store, or in memory with the shipped logging configuration;
 * stopped with SIGTERM or killed with SIGKILL (no lease released, nothing flushed: a crash).
 */
final class ServiceProcess implements AutoCloseable {

    private static final Duration READY_WITHIN = Duration.ofSeconds(60);

    private final String name;
    private final int port;
    private final Process process;
    private final File log;

    private ServiceProcess(String name, int port, Process process, File log) {
        this.name = name;
        this.port = port;
        this.process = process;
        this.log = log;
    }

    /** Instance {@code name} (its host name among the change feed processors is "name:port") on {@code database}. */
    static ServiceProcess start(String name, int port, LocalCosmos cosmos, CosmosSettings database, Duration leaseExpiry) {
        return launch(name, port, cosmos, database, leaseExpiry).ready();
    }

    /**
     * As {@link #start(String, int, LocalCosmos, CosmosSettings, Duration)}, without waiting until it
     * serves: instances launched side by side start in the time of one, then {@link #ready()} each.
     */
    static ServiceProcess launch(String name, int port, LocalCosmos cosmos, CosmosSettings database, Duration leaseExpiry) {
        return launch(name, port, Map.of(
                "STORAGE", "cosmos",
                "HOSTNAME", name,
                "COSMOS_ENDPOINT", cosmos.endpoint(),
                "COSMOS_KEY", cosmos.key(),
                "COSMOS_DATABASE", database.database(),
                "COSMOS_LEASE_EXPIRY_MS", String.valueOf(leaseExpiry.toMillis()),
                "COSMOS_HTTP_CONNECTION_WITHOUT_TLS_ALLOWED", "true"));
    }

    /**
     * These tests load as fast as they can and start several instances side by side: no rate
     * limits, and the management port on any free one rather than next to the public port.
     */
    private static final Map<String, String> UNLIMITED = Map.of("RATE_LIMIT_SIGN_UPS", "off", "RATE_LIMIT_WRITES", "off",
            "RATE_LIMIT_WRITES_PER_ADDRESS", "off", "MANAGEMENT_PORT", "0");

    /** Instance {@code name} on the durable local store kept in {@code dataDirectory}. */
    static ServiceProcess startLocal(String name, int port, Path dataDirectory) {
        return launch(name, port, Map.of("STORAGE", "local", "DATA_DIR", dataDirectory.toString())).ready();
    }

    private static ServiceProcess launch(String name, int port, Map<String, String> environment) {
        ProcessBuilder builder = new ProcessBuilder(ChildJvm.command(List.of("-DCOSMOS.HTTP_CONNECTION_WITHOUT_TLS_ALLOWED=true"), "serve"));
        builder.environment().putAll(environment);
        builder.environment().putAll(UNLIMITED);
        builder.environment().put("PORT", String.valueOf(port));
        File log = new File("target/instance-" + name + ".log");
        builder.redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.appendTo(log));
        return launched(name, port, builder, log);
    }

    /**
     * Instance {@code name} on the in-memory storage, logging as the jar does (logback.xml, not the
     * tests' configuration), its stdout and stderr each in a file of its own: {@link #stdout()},
     * {@link #stderr()}.
     */
    static ServiceProcess startInMemory(String name, int port) {
        return startAsShipped(name, port, Map.of("STORAGE", "inmemory"));
    }

    /**
     * Instance {@code name} with {@code environment}, logging as the jar does: logback.xml, or with
     * {@code LOG_FORMAT=json} the configuration Main chooses for it; stdout and stderr in files of
     * their own.
     */
    static ServiceProcess startAsShipped(String name, int port, Map<String, String> environment) {
        List<String> options = "json".equals(environment.get("LOG_FORMAT")) ? List.of() : List.of("-Dlogback.configurationFile=logback.xml");
        ProcessBuilder builder = new ProcessBuilder(ChildJvm.command(options, "serve"));
        builder.environment().keySet().removeIf(variable -> variable.startsWith("COSMOS_") || variable.equals("LOG_FORMAT"));
        builder.environment().putAll(environment);
        builder.environment().put("PORT", String.valueOf(port));
        builder.environment().putAll(UNLIMITED);
        File out = new File("target/" + name + ".stdout.log");
        File err = new File("target/" + name + ".stderr.log");
        builder.redirectOutput(out).redirectError(err);
        return launched(name, port, builder, err).ready();
    }

    private static ServiceProcess launched(String name, int port, ProcessBuilder builder, File log) {
        try {
            return new ServiceProcess(name, port, builder.start(), log);
        } catch (IOException e) {
            throw new IllegalStateException("could not start instance " + name, e);
        }
    }

    /** What a {@link #startAsShipped} instance wrote to stdout so far. */
    String stdout() {
        return read("target/" + name + ".stdout.log");
    }

    /** What a {@link #startAsShipped} instance wrote to stderr so far. */
    String stderr() {
        return read("target/" + name + ".stderr.log");
    }

    private static String read(String file) {
        try {
            return Files.readString(Path.of(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * SIGTERM, then waits (at most {@code patience}) for the process to exit: how long it took,
     * or empty when it was still alive then (it is killed).
     */
    Optional<Duration> terminate(Duration patience) {
        long start = System.nanoTime();
        process.destroy();
        try {
            if (process.waitFor(patience.toMillis(), TimeUnit.MILLISECONDS)) {
                return Optional.of(Duration.ofNanos(System.nanoTime() - start));
            }
            process.destroyForcibly().waitFor();
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    int exitValue() {
        return process.exitValue();
    }

    static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Waits until it answers /health; answers itself. */
    ServiceProcess ready() {
        awaitReady();
        return this;
    }

    private void awaitReady() {
        long deadline = System.nanoTime() + READY_WITHIN.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException("instance " + name + " exited with " + process.exitValue() + " (see " + log + ")");
            }
            try {
                if (client().get("/health").status() == 200) {
                    return;
                }
            } catch (RuntimeException notYet) {
                // not listening yet
            }
            sleep(Duration.ofMillis(200));
        }
        kill();
        throw new IllegalStateException("instance " + name + " was not ready within " + READY_WITHIN + " (see " + log + ")");
    }

    ApiClient client() {
        return new ApiClient("http://localhost:" + port);
    }

    /** Its host name in the leases. */
    String hostName() {
        return name + ":" + port;
    }

    int port() {
        return port;
    }

    /** SIGKILL: the instance stops mid-work, holding its leases until they expire. */
    void kill() {
        process.destroyForcibly();
        waitFor();
    }

    /** SIGTERM: the instance finishes what it has in flight and gives its leases back. */
    @Override
    public void close() {
        process.destroy();
        waitFor();
    }

    private void waitFor() {
        try {
            if (!process.waitFor(60, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    static void sleep(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
