package io.cosmosblog.cli;

import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.bootstrap.Settings;
import io.cosmosblog.bootstrap.StorageKind;
import io.cosmosblog.tools.bench.BenchOptions;
import io.cosmosblog.tools.bench.CeilingOptions;
import io.cosmosblog.tools.bench.Benchmark;
import io.cosmosblog.tools.bench.DurabilityBenchmark;
import io.cosmosblog.tools.bench.ModelComparison;
import io.cosmosblog.tools.bench.PartitionCeilings;
import io.cosmosblog.tools.bench.ReportFiles;
import java.io.PrintStream;
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
                        + "and the log go to stderr, so 'bench > report.md' keeps the report alone.",
                "Each report is kept as a file too, in --report-dir (created if missing), named by what was measured and "
                        + "when; with --models, every figure beside it as JSON. The last line on stderr says where.",
                "--partition-ceilings measures Cosmos DB only: how many new posts and likes a second each model holds before "
                        + "its partitions run out."})
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

    @Option(names = "--ceiling-seconds", paramLabel = "S", defaultValue = "3", description = "how long each side of the "
            + "ceiling (Q2, the bare route) is driven per round, after a round of warm-up; a tenth or more, e.g. 0.5 "
            + "(default ${DEFAULT-VALUE})")
    double ceilingSeconds;

    @Option(names = "--durability", description = "instead: what keeping every write on disk costs: the durable local "
            + "store beside the in-memory one on the small data set (C1-C4 and Q2 req/s, load rate, start-up, disk per item)")
    boolean durability;

    @Option(names = "--models", paramLabel = "LIST", split = ",", description = "instead: the data models side "
            + "by side, e.g. v1,v2,v3,v4: the same data set loaded into each, at 1x and SCALE x, and the ten requests measured "
            + "on each (operations, partitions, p50, RU on Cosmos DB) beside the article's figures")
    List<String> models;

    @Option(names = "--partition-ceilings", description = "instead, on Cosmos DB only: the new posts a second, and the likes "
            + "a second on one post, that each model holds on the account's partitions (no 429, no failure, the front page's "
            + "lag bounded), climbing --ceiling-rates on a fresh database per run; --models v3,v4 (the default) adds V4 with "
            + "its shards on one partition and with one shard. Start the test server with e.g. --partitions 8 --throughput 800")
    boolean partitionCeilings;

    @Option(names = "--ceiling-rates", paramLabel = "LIST", split = ",", description = "with --partition-ceilings: the rates "
            + "a second, climbed in turn (default 2,4,8,16,32,64,128)")
    List<Integer> ceilingRates;

    @Option(names = "--ceiling-step-seconds", paramLabel = "S", defaultValue = "3", description = "with --partition-ceilings: "
            + "how long each rate is asked for (default ${DEFAULT-VALUE})")
    double ceilingStepSeconds;

    @Option(names = "--json", paramLabel = "FILE", description = "with --models: write every figure as JSON to FILE "
            + "rather than beside the report")
    Path json;

    @Option(names = "--report-dir", paramLabel = "DIR", defaultValue = ReportFiles.DEFAULT_DIRECTORY,
            description = "where each report is kept as a file, created if missing (default ${DEFAULT-VALUE}, under the "
                    + "working directory)")
    Path reportDir;

    private BenchOptions options() {
        if (!(ceilingSeconds >= 0.1)) {
            throw new ParameterException(spec.commandLine(), "--ceiling-seconds takes 0.1 or more");
        }
        return new BenchOptions(users, scale, requests, threads, seed, Duration.ofMillis(Math.round(ceilingSeconds * 1000)));
    }

    @Override
    public Integer call() throws Exception {
        if (partitionCeilings) {
            return partitionCeilings();
        }
        if (ceilingRates != null || spec.commandLine().getParseResult().hasMatchedOption("--ceiling-step-seconds")) {
            throw new ParameterException(spec.commandLine(), "--ceiling-rates and --ceiling-step-seconds go with --partition-ceilings");
        }
        if (json != null && models == null) {
            throw new ParameterException(spec.commandLine(), "--json goes with --models");
        }
        if (models != null) {
            List<DataModel> chosen = new ArrayList<>();
            for (String label : models) {
                try {
                    chosen.add(DataModel.named(label));
                } catch (IllegalArgumentException e) {
                    throw new ParameterException(spec.commandLine(), "--models takes " + DataModel.labels() + ", not '" + label + "'");
                }
            }
            Settings settings = measured();
            ReportFiles files = ReportFiles.in(reportDir, "models-" + settings.storage().settingValue());
            Path figures = json != null ? json : files.json();
            try (PrintStream report = files.alongside(System.out)) {
                ModelComparison.run(options(), settings, chosen.stream().distinct().toList(), Optional.of(figures), report,
                        System.err);
            }
            return keptIn(files);
        }
        if (durability) {
            // Both stores, by design: the storage options only choose the data model here.
            DataModel model = storage.settings(System.getenv()).model();
            ReportFiles files = ReportFiles.in(reportDir, "durability-" + model.label());
            try (PrintStream report = files.alongside(System.out)) {
                DurabilityBenchmark.run(options(), model, report, System.err);
            }
            return keptIn(files);
        }
        Settings settings = measured();
        ReportFiles files = ReportFiles.in(reportDir, "bench-" + settings.storage().settingValue() + "-" + settings.model().label());
        try (PrintStream report = files.alongside(System.out)) {
            Benchmark.run(options(), settings, report, System.err);
        }
        return keptIn(files);
    }

    /** {@code --partition-ceilings}: on Cosmos DB only, where partitions and their throughput are what is measured. */
    private int partitionCeilings() throws Exception {
        if (durability || json != null) {
            throw new ParameterException(spec.commandLine(), "--partition-ceilings goes with neither --durability nor --json");
        }
        List<DataModel> chosen = new ArrayList<>();
        for (String label : models == null ? List.of("v3", "v4") : models) {
            DataModel model;
            try {
                model = DataModel.named(label);
            } catch (IllegalArgumentException e) {
                model = null;
            }
            if (model != DataModel.V3 && model != DataModel.V4) {
                throw new ParameterException(spec.commandLine(), "--partition-ceilings compares v3 and v4, not '" + label + "'");
            }
            chosen.add(model);
        }
        CeilingOptions ceilings;
        try {
            ceilings = new CeilingOptions(ceilingRates == null ? CeilingOptions.RATES : ceilingRates,
                    Duration.ofMillis(Math.round(ceilingStepSeconds * 1000)));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--ceiling-rates takes rates of 1 or more a second, and "
                    + "--ceiling-step-seconds 0.1 or more");
        }
        Settings settings = measured();
        if (settings.storage() != StorageKind.COSMOS) {
            throw new ParameterException(spec.commandLine(), "--partition-ceilings measures Cosmos DB's physical partitions, not "
                    + settings.storage().inWords() + ": give --storage cosmos (or STORAGE=cosmos) and --cosmos-endpoint, an account"
                    + " or the test server started with e.g. --partitions 8 --throughput 800");
        }
        ReportFiles files = ReportFiles.in(reportDir, "ceilings-" + settings.storage().settingValue());
        try (PrintStream report = files.alongside(System.out)) {
            PartitionCeilings.run(ceilings, settings, chosen.stream().distinct().toList(), report, System.err);
        }
        return keptIn(files);
    }

    private static int keptIn(ReportFiles files) {
        System.err.println("the report is in " + files.markdown().toAbsolutePath().normalize());
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
