package io.cosmosblog.bootstrap.browser;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/** A headless Chromium of this machine's, started with a fresh profile and spoken to over DevTools. */
final class Chromium implements AutoCloseable {

    private static final List<String> CANDIDATES = List.of(
            "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome");
    static final String WHERE = "env CHROMIUM, else " + String.join(", ", CANDIDATES);
    // The machine has no internet: without these, Chromium keeps trying to reach Google's hosts.
    private static final List<String> FLAGS = List.of(
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
            "--disable-dev-shm-usage", "--hide-scrollbars", "--mute-audio", "--remote-debugging-port=0");
    private static final long START_TIMEOUT_MS = 20_000;

    private final Process process;
    private final Path profile;
    private final DevTools devTools;

    private Chromium(Path binary) throws IOException, InterruptedException {
        this.profile = Files.createTempDirectory("cosmos-blog-chromium");
        List<String> command = Stream.concat(
                Stream.of(binary.toString(), "--user-data-dir=" + profile), FLAGS.stream()).toList();
        this.process = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(profile.resolveSibling(profile.getFileName() + ".log").toFile())
                .start();
        try {
            this.devTools = DevTools.connect(endpoint());
        } catch (RuntimeException | IOException | InterruptedException e) {
            process.destroyForcibly();
            throw e;
        }
    }

    /** Where Chromium is on this machine: {@code CHROMIUM} names it, else the usual Debian paths. */
    static Optional<Path> find() {
        String configured = System.getenv("CHROMIUM");
        Stream<String> paths = configured != null && !configured.isBlank()
                ? Stream.of(configured) : CANDIDATES.stream();
        return paths.map(Path::of).filter(Files::isExecutable).findFirst();
    }

    static Chromium start(Path binary) {
        try {
            return new Chromium(binary);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** A tab in its own browser context: its own cookies and localStorage, like a separate person. */
    Tab newPerson(String name) {
        String context = devTools.send(null, "Target.createBrowserContext", devTools.params())
                .get("browserContextId").asText();
        return Tab.open(devTools, context, name);
    }

    /** Chromium writes the port it picked into its profile, which avoids racing for a free one. */
    private URI endpoint() throws IOException, InterruptedException {
        Path portFile = profile.resolve("DevToolsActivePort");
        long deadline = System.currentTimeMillis() + START_TIMEOUT_MS;
        while (System.currentTimeMillis() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException("Chromium exited with " + process.exitValue() + "; see " + log());
            }
            if (Files.exists(portFile)) {
                List<String> lines = Files.readAllLines(portFile);
                if (lines.size() >= 2) {
                    return URI.create("ws://127.0.0.1:" + lines.get(0).strip() + lines.get(1).strip());
                }
            }
            Thread.sleep(50);
        }
        throw new IllegalStateException("Chromium did not open DevTools within " + START_TIMEOUT_MS + " ms; see " + log());
    }

    private Path log() {
        return profile.resolveSibling(profile.getFileName() + ".log");
    }

    @Override
    public void close() {
        try {
            devTools.send(null, "Browser.close", devTools.params());
        } catch (RuntimeException ignored) {
            // It may already be gone; the process is ended below either way.
        }
        devTools.close();
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        deleteProfile();
    }

    private void deleteProfile() {
        try (Stream<Path> files = Files.walk(profile)) {
            files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
            Files.deleteIfExists(log());
        } catch (IOException ignored) {
            // A temp folder left behind is harmless.
        }
    }
}
