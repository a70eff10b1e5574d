package io.cosmosblog.tools.bench;

import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.bootstrap.BlogComponent;
import io.cosmosblog.bootstrap.Settings;
import io.cosmosblog.bootstrap.console.Plural;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The article's point, shown on this machine: the same data set loaded into each of its three
 * designs, at 1x and SCALE x the users, and the ten requests driven over HTTP against each, so
 * that what V3's extra writes buy can be read off one table.
 *
 * <p>Each model and size is loaded, measured and closed in turn (never two at once, so memory
 * and the store serve one at a time); within a run, every request gets the same warm-up and the
 * same number of requests, and writes are measured after the reads, so the reads see the data set
 * as it was loaded.
 */
public final class ModelComparison {

    private final Function<Settings, BlogComponent> components;
    private final Settings settings;
    private final BenchOptions options;
    private final List<DataModel> models;
    private final PrintStream progress;
    private final ScenarioDriver driver;

    /** Tells what it is doing to {@code progress}; the table is {@link ModelTable}'s to print. */
    ModelComparison(Function<Settings, BlogComponent> components, Settings settings, BenchOptions options,
            List<DataModel> models, PrintStream progress) {
        if (models.isEmpty()) {
            throw new IllegalArgumentException("name at least one model to compare");
        }
        this.components = components;
        this.settings = settings;
        this.options = options;
        this.models = List.copyOf(models);
        this.progress = progress;
        this.driver = new ScenarioDriver(options.threads());
    }

    /**
     * Runs the comparison, prints its table to {@code out} (what it is doing meanwhile to
     * {@code progress}) and, with {@code json}, writes every figure there too.
     */
    public static void run(BenchOptions options, Settings settings, List<DataModel> models, Optional<Path> json,
            PrintStream out, PrintStream progress) throws Exception {
        List<ModelRun> runs = new ModelComparison(BenchTargets::of, settings, options, models, progress).run();
        ModelTable table = new ModelTable(out, settings.storage(), options);
        table.print(models, runs);
        if (json.isPresent()) {
            ModelJson.write(json.get(), settings.storage().settingValue(), options, runs);
            out.printf("%nevery figure above is in %s%n", json.get());
        }
    }

    List<ModelRun> run() throws Exception {
        List<ModelRun> runs = new ArrayList<>();
        List<Integer> scales = options.scale() > 1 ? List.of(1, options.scale()) : List.of(1);
        for (DataModel model : models) {
            for (int scale : scales) {
                runs.add(measure(model, scale));
            }
        }
        return runs;
    }

    private ModelRun measure(DataModel model, int scale) throws Exception {
        int users = options.users() * scale;
        progress.printf("%n%s, %s%n", model.label(), Plural.of(users, "user"));
        try (RunningTarget target = new RunningTarget(components, settings.withModel(model), model.label() + "-" + users + "-users")) {
            DataSet data = target.loader(progress).load(users, options.seed(), 2);
            target.awaitProjections();
            List<Scenario> scenarios = new Scenarios(target.baseUrl(), data).all();
            List<Measurement> measured = new ArrayList<>();
            for (Scenario read : scenarios.stream().filter(s -> s.id().startsWith("Q")).toList()) {
                driver.drive(read, warmUp(), options.seed() - 1);
                measured.add(driver.drive(read, options.requests(), options.seed()));
            }
            for (Scenario write : scenarios.stream().filter(s -> s.id().startsWith("C")).toList()) {
                driver.drive(write, warmUp(), options.seed() - 1);
                measured.add(driver.drive(write, options.requests(), options.seed()));
                target.awaitProjections();
            }
            measured.sort((a, b) -> Integer.compare(scenarios.indexOf(a.scenario()), scenarios.indexOf(b.scenario())));
            progress.printf("  measured the ten requests, %s each%n", Plural.of(options.requests(), "request"));
            return new ModelRun(model, scale, users, data.items(), measured);
        }
    }

    private int warmUp() {
        return Math.max(1, options.requests() / 4);
    }
}
