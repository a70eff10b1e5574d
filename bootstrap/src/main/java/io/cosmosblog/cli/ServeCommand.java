package io.cosmosblog.cli;

import io.cosmosblog.bootstrap.BlogLifecycle;
import io.cosmosblog.bootstrap.BlogComponent;
import io.cosmosblog.bootstrap.Settings;
import io.cosmosblog.bootstrap.Variable;
import java.net.InetSocketAddress;
import java.util.concurrent.Callable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.IModelTransformer;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** Runs the service until SIGTERM, which stops it gracefully. */
@Command(name = "serve", mixinStandardHelpOptions = true, versionProvider = BuildVersion.class,
        modelTransformer = ServeCommand.WithPort.class,
        description = {"Serves the API and the front page (the default command).",
                "SIGTERM stops taking requests, finishes those in flight, drains the projections and closes the storage.",
                "The account key is read from the environment only: COSMOS_KEY."})
final class ServeCommand implements Callable<Integer> {

    private static final Logger LOG = LoggerFactory.getLogger(ServeCommand.class);

    @Mixin
    StorageOptions storage = new StorageOptions();

    @Mixin
    Verbose verbose = new Verbose();

    @Spec
    CommandSpec spec;

    private volatile boolean serving;

    @Override
    public Integer call() {
        Settings settings = storage.settings(System.getenv());
        BlogLifecycle service;
        int port;
        try (QuietStart quiet = QuietStart.unless(verbose.on)) {
            // Opening the storage happens here: on Cosmos DB it connects and creates what is missing.
            service = BlogComponent.of(settings).lifecycle();
            port = service.start();
        } catch (RuntimeException e) {
            // Unreachable, refused, what verify found missing, a data directory it cannot use: one
            // line says it. Anything else is a bug and is thrown on, its stack trace whole.
            return StartFailure.report(e, verbose.on, spec.commandLine().getErr());
        }
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            LOG.info("Stopping: finishing requests in flight, then draining projections");
            service.stop();
            LOG.info("Stopped");
        }, "shutdown"));
        LOG.info(StartLine.of(settings, service.address().orElseGet(() -> new InetSocketAddress(port)), service.managementPort()));
        serving = true;
        return ExitCodes.OK;
    }

    /** The one command that listens, and so the one that offers {@code --port} and the other options about serving. */
    static final class WithPort implements IModelTransformer {

        @Override
        public CommandSpec transform(CommandSpec serve) {
            // A command's own transformer stands in for its mixin's: add the table's options here too.
            if (serve.findOption("--storage") == null) {
                new StorageOptions.FromVariables().transform(serve);
            }
            for (Variable variable : Variable.values()) {
                if (variable.hasOption() && variable.isServeOnly()) {
                    serve.addOption(StorageOptions.option(StorageOptions.optionName(variable), variable, variable.meaning()));
                }
            }
            return serve;
        }
    }

    /** True once the service runs: the process must then live on rather than exit. */
    boolean isServing() {
        return serving;
    }
}
