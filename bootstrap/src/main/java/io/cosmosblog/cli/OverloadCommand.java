package io.cosmosblog.cli;

import io.cosmosblog.tools.ThrowawayDirectory;
import io.cosmosblog.tools.overload.Overload;
import io.cosmosblog.tools.overload.OverloadOptions;
import io.cosmosblog.tools.overload.OverloadResult;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** The load test: the default start driven past what it serves, and every acknowledged write read back after a restart. */
@Command(name = "overload", mixinStandardHelpOptions = true, versionProvider = BuildVersion.class,
        description = {"Overloads the default start and reads back what it acknowledged.",
                "It starts the service as the README does (a fresh local store, the default limits, or those the environment "
                + "sets) and drives it from this machine's loopback addresses: clients trickling request bodies, writers "
                + "writing as fast as they are answered (a quarter of them the largest posts), readers reading as fast, and a "
                + "health probe; then stops it, starts it again on the same data and reads back every write it acknowledged.",
                "Prints requests served and refused (408, 429, 503) per kind of client, the p99 of served reads and how fast "
                        + "/health answered; exits 1 when an acknowledged write is missing or differs.",
                "The report goes to stdout, progress and the log to stderr."})
final class OverloadCommand implements Callable<Integer> {

    @Option(names = "--seconds", paramLabel = "N", defaultValue = "20", description = "how long the clients run, up to 600 (default ${DEFAULT-VALUE})")
    int seconds;

    @Option(names = "--slow", paramLabel = "N", defaultValue = "300", description = "clients trickling bodies, up to 2000 (default ${DEFAULT-VALUE})")
    int slow;

    @Option(names = "--writers", paramLabel = "N", defaultValue = "12", description = "writers, each from an address of "
            + "its own (default ${DEFAULT-VALUE}, at most 200)")
    int writers;

    @Option(names = "--readers", paramLabel = "N", defaultValue = "8", description = "readers, up to 200 (default ${DEFAULT-VALUE})")
    int readers;

    @Override
    public Integer call() throws Exception {
        OverloadOptions options;
        try {
            options = new OverloadOptions(Duration.ofSeconds(seconds), slow, writers, readers);
        } catch (IllegalArgumentException e) {
            System.err.println("cosmos-blog overload: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        Path directory = ThrowawayDirectory.create("cosmos-blog-overload-");
        try {
            OverloadResult result = new Overload(options, System.getenv(), System.err).run(directory.resolve("data"));
            result.print(System.out);
            return result.nothingLost() ? ExitCodes.OK : ExitCodes.CANNOT_START;
        } finally {
            ThrowawayDirectory.delete(directory);
        }
    }
}
