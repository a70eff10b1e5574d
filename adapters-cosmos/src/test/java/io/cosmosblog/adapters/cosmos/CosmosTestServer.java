package io.cosmosblog.adapters.cosmos;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
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

    private final Process process;
    private final String endpoint;

    private CosmosTestServer(Process process, int port) {
        this.process = process;
        this.endpoint = "http://127.0.0.1:" + port + "/";
    }

    static CosmosTestServer start(String... options) {
        File dir = new File(System.getProperty("cosmos.test.server.dir", "src/test/cosmos-server"));
        if (!new File(dir, "node_modules/@vercel/cosmosdb-server").isDirectory()) {
            throw new IllegalStateException("the local Cosmos test server is not installed: run `npm ci` in "
                    + dir.getAbsolutePath() + " (or set COSMOS_ENDPOINT and COSMOS_KEY to test against a real account)");
        }
        List<String> command = new ArrayList<>(List.of("node", "server.js", "--port", "0"));
        command.addAll(List.of(options));
        try {
            Process process = new ProcessBuilder(command).directory(dir)
                    .redirectError(ProcessBuilder.Redirect.appendTo(new File("target/cosmos-test-server.log")))
                    .start();
            BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
            String line = out.readLine();
            if (line == null || !line.startsWith(READY)) {
                process.destroyForcibly();
                throw new IllegalStateException("the local Cosmos test server did not start (see target/cosmos-test-server.log): " + line);
            }
            CosmosTestServer server = new CosmosTestServer(process, Integer.parseInt(line.substring(READY.length()).trim()));
            Runtime.getRuntime().addShutdownHook(new Thread(server::stop, "cosmos-test-server-stop"));
            return server;
        } catch (IOException e) {
            throw new UncheckedIOException("could not run node " + dir.getAbsolutePath() + "/server.js", e);
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
