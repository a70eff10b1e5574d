package io.cosmosblog.bootstrap.cli;

import io.cosmosblog.adapters.inmemory.durable.DataDirectoryException;
import io.cosmosblog.bootstrap.BlogLifecycle;
import io.cosmosblog.bootstrap.Main;
import io.cosmosblog.bootstrap.Settings;
import io.cosmosblog.bootstrap.StorageKind;
import java.util.concurrent.Callable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** Runs the service until SIGTERM, which stops it gracefully. */
@Command(name = "serve", mixinStandardHelpOptions = true, versionProvider = BuildVersion.class,
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
        try {
            // Opening the storage happens here: on Cosmos DB it connects and creates what is missing.
            service = Main.component(settings).lifecycle();
            port = service.start();
        } catch (DataDirectoryException e) {
            // The message says it all (the directory and what is wrong with it): one line, no stack trace.
            System.err.println("cosmos-blog cannot start: " + e.getMessage());
            return ExitCodes.CANNOT_START;
        } catch (RuntimeException e) {
            // Usually the storage: unreachable, the key refused, or (ours, in full) what verify found missing.
            LOG.error("The service could not start", e);
            System.err.println("cosmos-blog cannot start: " + (e instanceof IllegalStateException ? e.getMessage() : firstLine(e)));
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

    /** True once the service runs: the process must then live on rather than exit. */
    boolean isServing() {
        return serving;
    }

    /** The SDK's messages run to pages: their first 300 characters, saying where the rest is when cut. */
    private static String firstLine(Throwable e) {
        String whole = String.valueOf(e.getMessage());
        String message = whole.lines().findFirst().orElse("");
        String shown = message.length() > 300 ? message.substring(0, 300) + "…" : message;
        return e.getClass().getSimpleName() + ": " + shown + (shown.equals(whole) ? "" : " (the whole message is in the ERROR log above)");
    }
}
