package io.cosmosblog.bootstrap;

import io.cosmosblog.bootstrap.bench.Benchmark;
import java.util.Arrays;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Starts the blog with the storage {@code STORAGE} names, on {@code PORT}; SIGTERM stops it
 * gracefully. {@code bench [options]} runs the benchmark on that storage instead.
 */
public final class Main {

    private static final Logger LOG = LoggerFactory.getLogger(Main.class);

    private Main() {
    }

    public static void main(String[] args) throws Exception {
        Settings settings;
        try {
            settings = Settings.fromEnvironment(System.getenv());
            if (args.length > 0 && args[0].equals("bench")) {
                Benchmark.run(Arrays.copyOfRange(args, 1, args.length), settings, System.out);
                System.exit(0);
            }
        } catch (InvalidSettingException | IllegalArgumentException e) {
            System.err.println("cosmos-blog cannot start: " + e.getMessage());
            System.exit(2);
            return;
        }
        BlogService service;
        int port;
        try {
            // Opening the storage happens here: on Cosmos DB it connects and creates what is missing.
            service = component(settings).service();
            port = service.start();
        } catch (RuntimeException e) {
            // Usually the storage: unreachable, or the key refused; the log above has the details.
            System.err.println("cosmos-blog cannot start: " + firstLine(e));
            System.exit(1);
            return;
        }
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            LOG.info("Stopping: finishing requests in flight, then draining projections");
            service.stop();
            LOG.info("Stopped");
        }, "shutdown"));
        LOG.info("Cosmos Blog ({} storage) listening on http://localhost:{}/", settings.storage().settingValue(), port);
    }

    private static String firstLine(Throwable e) {
        String message = String.valueOf(e.getMessage()).lines().findFirst().orElse("");
        return e.getClass().getSimpleName() + ": " + (message.length() > 300 ? message.substring(0, 300) + "…" : message);
    }

    public static BlogComponent component(Settings settings) {
        return switch (settings.storage()) {
            case INMEMORY -> DaggerInMemoryBlogComponent.factory().create(settings);
            case COSMOS -> DaggerCosmosBlogComponent.factory().create(settings);
        };
    }
}
