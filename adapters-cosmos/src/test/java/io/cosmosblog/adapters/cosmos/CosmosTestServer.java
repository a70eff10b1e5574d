package io.cosmosblog.adapters.cosmos;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The local Cosmos DB compatible server of {@code src/test/cosmos-server}, started as a child
 * process on a free port of 127.0.0.1. It exits when its stdin closes, so it dies with the JVM
 * even when the JVM is killed.
 */
final class CosmosTestServer {

    /** The emulator's well-known key; the local server accepts any key. */
    static final String KEY = "C2y6yDjf5/R+ob0N8A7Cgv30VRDJIWEHLM+4QDU5DE2nQ9nDuVTqobD4b8mGGyPMbIZnqyMsEcaGQy67XIw/Jw==";
    private static final String READY = "COSMOS_TEST_SERVER_LISTENING port=";
    private static final String LOG = "target/cosmos-test-server.log";

    private final Process process;
    private final String endpoint;

    private CosmosTestServer(Process process, int port) {
        this.process = process;
        this.endpoint = "http://127.0.0.1:" + port + "/";
    }

    static CosmosTestServer start(String... options) {
        File dir = new File(System.getProperty("cosmos.test.server.dir", "src/test/cosmos-server"));
        NodeCheck.requireNode();
        installOnce(dir);
        List<String> command = new ArrayList<>(List.of("node", "server.js", "--port", "0"));
        command.addAll(List.of(options));
        try {
            Process process = new ProcessBuilder(command).directory(dir)
                    .redirectError(ProcessBuilder.Redirect.appendTo(new File(LOG)))
                    .start();
            BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
            String line = out.readLine();
            if (line == null || !line.startsWith(READY)) {
                process.destroyForcibly();
                throw new IllegalStateException("the local Cosmos test server did not start (see " + LOG + "): " + line);
            }
            CosmosTestServer server = new CosmosTestServer(process, Integer.parseInt(line.substring(READY.length()).trim()));
            Runtime.getRuntime().addShutdownHook(new Thread(server::stop, "cosmos-test-server-stop"));
            return server;
        } catch (IOException e) {
            throw new UncheckedIOException("could not run node " + dir.getAbsolutePath() + "/server.js", e);
        }
    }

    /** Node is here and the server's packages installed, or the test is skipped (or fails, where required). */
    static void installed() {
        NodeCheck.requireNode();
        installOnce(new File(System.getProperty("cosmos.test.server.dir", "src/test/cosmos-server")));
    }

    /**
     * A fresh clone has no node_modules: {@code npm ci} installs the pinned server from the lock file,
     * once, though the test classes run in several JVMs (a file lock keeps the others waiting).
     */
    private static synchronized void installOnce(File dir) {
        if (installed(dir)) {
            return;
        }
        File log = new File(LOG);
        log.getParentFile().mkdirs();
        Path lock = Path.of(System.getProperty("java.io.tmpdir"), "cosmos-test-server-npm-ci.lock");
        try (FileChannel channel = FileChannel.open(lock, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                FileLock held = channel.lock()) {
            if (!installed(dir)) {
                npmCi(dir, log);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("could not lock " + lock + " to install the local Cosmos test server", e);
        }
    }

    private static boolean installed(File dir) {
        return new File(dir, "node_modules/@vercel/cosmosdb-server").isDirectory();
    }

    private static void npmCi(File dir, File log) {
        try {
            Process npm = new ProcessBuilder("npm", "ci", "--no-audit", "--no-fund").directory(dir)
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.appendTo(log))
                    .start();
            npm.getOutputStream().close();
            if (!npm.waitFor(10, TimeUnit.MINUTES)) {
                npm.destroyForcibly();
                throw new IllegalStateException("`npm ci` in " + dir.getAbsolutePath() + " took over 10 minutes (see " + LOG + ")");
            }
            if (npm.exitValue() != 0) {
                throw new IllegalStateException("`npm ci` failed with exit code " + npm.exitValue() + " in "
                        + dir.getAbsolutePath() + " (see " + log.getAbsolutePath()
                        + "), so the local Cosmos test server cannot run; or set COSMOS_ENDPOINT and COSMOS_KEY");
            }
        } catch (IOException e) {
            throw new UncheckedIOException("could not run `npm ci` in " + dir.getAbsolutePath()
                    + ": the local Cosmos test server needs Node.js and npm on the PATH", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while installing the local Cosmos test server", e);
        }
    }

    String endpoint() {
        return endpoint;
    }

    void stop() {
        try {
            process.getOutputStream().close();
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (IOException | InterruptedException e) {
            process.destroyForcibly();
        }
    }
}
