package io.cosmosblog.bootstrap.cli;

import io.cosmosblog.adapters.inmemory.durable.DataDirectoryException;
import io.cosmosblog.bootstrap.BlogLifecycle;
import io.cosmosblog.bootstrap.Main;
import io.cosmosblog.bootstrap.Settings;
import io.cosmosblog.bootstrap.StorageKind;
import java.util.concurrent.Callable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import io.cosmosblog.bootstrap.Settings.Variable;
import picocli.CommandLine.Command;
import picocli.CommandLine.IModelTransformer;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;

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

    private volatile boolean serving;

    @Override
    public Integer call() {
        Settings settings = storage.settings(System.getenv());
        BlogLifecycle service;
        int port;
        try (QuietStart quiet = QuietStart.unless(storage.verbose)) {
            // Opening the storage happens here: on Cosmos DB it connects and creates what is missing.
            service = Main.component(settings).lifecycle();
            port = service.start();
        } catch (DataDirectoryException e) {
            // The message says it all (the directory and what is wrong with it): one line, no stack trace.
            System.err.println("cosmos-blog cannot start: " + e.getMessage());
            return ExitCodes.CANNOT_START;
        } catch (RuntimeException e) {
            // Usually the storage: unreachable, the key refused, or (ours, in full) what verify found missing.
            // One line says it; the stack trace helps only a developer, who asks for it.
            if (storage.verbose) {
                LOG.error("The service could not start", e);
            } else {
                LOG.debug("The service could not start", e);
            }
            System.err.println("cosmos-blog cannot start: " + (e instanceof IllegalStateException ? e.getMessage() : firstLine(e))
                    + (storage.verbose ? "" : " (--verbose shows the whole error)"));
            return ExitCodes.CANNOT_START;
        }
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            LOG.info("Stopping: finishing requests in flight, then draining projections");
            service.stop();
            LOG.info("Stopped");
        }, "shutdown"));
        LOG.info("Cosmos Blog ({} storage{}) listening on http://localhost:{}/", settings.storage().settingValue(),
                settings.storage() == StorageKind.LOCAL ? " in " + settings.dataDir().toAbsolutePath().normalize() : "", port);
        serving = true;
        return ExitCodes.OK;
    }

    /** The one command that listens, and so the one that offers {@code --port}. */
    static final class WithPort implements IModelTransformer {

        @Override
        public CommandSpec transform(CommandSpec serve) {
            // A command's own transformer stands in for its mixin's: add the table's options here too.
            if (serve.findOption("--storage") == null) {
                new StorageOptions.FromVariables().transform(serve);
            }
            serve.addOption(StorageOptions.option(StorageOptions.optionName(Variable.PORT), Variable.PORT, Variable.PORT.meaning()));
            return serve;
        }
    }

    /** True once the service runs: the process must then live on rather than exit. */
    boolean isServing() {
        return serving;
    }

    /**
     * The most telling cause in one line: the first in the chain whose message is short and plain
     * (the SDK's own run to pages of JSON), e.g. "Connection refused: /127.0.0.1:8081".
     */
    private static String firstLine(Throwable e) {
        for (Throwable cause = e; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            String message = String.valueOf(cause.getMessage()).strip();
            if (cause.getMessage() != null && message.length() <= 300 && !message.startsWith("{") && message.lines().count() == 1) {
                return (cause == e ? "" : e.getClass().getSimpleName() + ", caused by ") + cause.getClass().getSimpleName() + ": " + message;
            }
        }
        String message = String.valueOf(e.getMessage()).lines().findFirst().orElse("");
        return e.getClass().getSimpleName() + ": " + (message.length() > 300 ? message.substring(0, 300) + "…" : message);
    }
}
