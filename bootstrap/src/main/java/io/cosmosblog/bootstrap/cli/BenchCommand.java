package io.cosmosblog.bootstrap.cli;

import io.cosmosblog.application.storage.DataModel;
import io.cosmosblog.bootstrap.Settings;
import io.cosmosblog.tools.bench.BenchOptions;
import io.cosmosblog.tools.bench.Benchmark;
import io.cosmosblog.tools.bench.DurabilityBenchmark;
import io.cosmosblog.tools.bench.ModelComparison;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** Loads an article-shaped data set and prints the article's table for this build. */
@Command(name = "bench", mixinStandardHelpOptions = true, versionProvider = BuildVersion.class,
        modelTransformer = BenchStorage.InMemoryByDefault.class,
        description = {"Measures this build on an article-shaped data set.",
                "Loads the data set (5-50 posts per user, up to 25 comments and 100 likes per post) through the use "
                        + "cases, drives every request over HTTP and prints the article's table for this build: operations, "
                        + "partitions, RU, p50/p99, the projections' cost, reads at SCALE times the data, and Q2 against a "
                        + "bare route.",
                "It measures in memory unless --storage or STORAGE names another storage: the service's default, the "
                        + "local store, waits for the disk on every write and would mostly time that.",
                "The report goes to stdout, in Markdown, its first line naming the storage and the data model; progress "
                        + "and the log go to stderr, so 'bench > report.md' keeps the report alone."})
final class BenchCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    StorageOptions storage = new StorageOptions();

    @Option(names = "--users", paramLabel = "N", defaultValue = "500", description = "users in the small data set (default ${DEFAULT-VALUE})")
    int users;

    @Option(names = "--scale", paramLabel = "N", defaultValue = "10", description = "the large data set is N times the small one (default ${DEFAULT-VALUE})")
    int scale;

    @Option(names = "--requests", paramLabel = "N", defaultValue = "5000", description = "requests per measurement (default ${DEFAULT-VALUE})")
    int requests;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "4", description = "client threads (default ${DEFAULT-VALUE})")
    int threads;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "42", description = "seed of the data set (default ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--ceiling-seconds", paramLabel = "N", defaultValue = "3", description = "how long each side of the "
            + "ceiling (Q2, the bare route) is driven per round, after a round of warm-up (default ${DEFAULT-VALUE})")
    int ceilingSeconds;

    @Option(names = "--durability", description = "instead: what keeping every write on disk costs: the durable local "
            + "store beside the in-memory one on the small data set (C1-C4 and Q2 req/s, load rate, start-up, disk per item)")
    boolean durability;

    @Option(names = "--models", paramLabel = "LIST", split = ",", description = "instead: the article's three designs side "
            + "by side, e.g. v1,v2,v3: the same data set loaded into each, at 1x and SCALE x, and the ten requests measured "
            + "on each (operations, partitions, p50, RU on Cosmos DB) beside the article's figures")
    List<String> models;

    @Option(names = "--json", paramLabel = "FILE", description = "with --models: also write every figure to FILE as JSON")
    Path json;

    private BenchOptions options() {
        if (ceilingSeconds < 1) {
            throw new ParameterException(spec.commandLine(), "--ceiling-seconds takes 1 or more");
        }
        return new BenchOptions(users, scale, requests, threads, seed, Duration.ofSeconds(ceilingSeconds));
    }

    @Override
    public Integer call() throws Exception {
        if (json != null && models == null) {
            throw new ParameterException(spec.commandLine(), "--json goes with --models");
        }
        if (models != null) {
            List<DataModel> chosen = new ArrayList<>();
            for (String label : models) {
                try {
                    chosen.add(DataModel.named(label));
                } catch (IllegalArgumentException e) {
                    throw new ParameterException(spec.commandLine(), "--models takes v1, v2 and v3, not '" + label + "'");
                }
            }
            ModelComparison.run(options(), measured(), chosen.stream().distinct().toList(), Optional.ofNullable(json), System.out,
                    System.err);
            return ExitCodes.OK;
        }
        if (durability) {
            // Both stores, by design: the storage options only choose the data model here.
            DurabilityBenchmark.run(options(), storage.settings(System.getenv()).model(), System.out, System.err);
            return ExitCodes.OK;
        }
        Benchmark.run(options(), measured(), System.out, System.err);
        return ExitCodes.OK;
    }

    /**
     * The settings of the blog to measure, on the storage {@link BenchStorage} chooses. Its report
     * goes to stdout, and what it is doing meanwhile to stderr, this choice first.
     */
    private Settings measured() {
        Map<String, String> environment = System.getenv();
        Settings settings = storage.settings(BenchStorage.environment(environment));
        System.err.println("measuring " + settings.storage().inWords() + ": "
                + BenchStorage.chosenBy(spec.commandLine().getParseResult().hasMatchedOption("--storage"), environment));
        return settings;
    }
}
