package io.cosmosblog.tools.overload;

import io.cosmosblog.bootstrap.BlogComponent;
import io.cosmosblog.bootstrap.BlogLifecycle;
import io.cosmosblog.bootstrap.Settings;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Drives the default start (the durable local store, every default limit) past what it serves:
 * clients trickling bodies, writers writing as fast as they are answered, readers reading as fast,
 * and a load balancer's health probe; then stops the service, starts it again on the same data
 * and reads back every write it acknowledged.
 */
public final class Overload {

    private static final Duration PROJECTIONS = Duration.ofMinutes(2);
    private static final InetAddress READERS = Account.loopback(1);

    private final OverloadOptions options;
    private final Map<String, String> environment;
    private final PrintStream progress;

    /** {@code environment} may set the model and the limits; the storage is always a fresh local store in {@code directory}. */
    public Overload(OverloadOptions options, Map<String, String> environment, PrintStream progress) {
        this.options = options;
        this.environment = environment;
        this.progress = progress;
    }

    public OverloadResult run(Path directory) throws IOException, InterruptedException {
        Settings settings = settings(directory);
        Acknowledged acknowledged = new Acknowledged();
        Map<String, Tally> tallies = new HashMap<>();
        long started = System.nanoTime();
        BlogLifecycle blog = BlogComponent.of(settings).lifecycle();
        RawHttp http = new RawHttp(blog.start());
        try {
            progress.printf("Overloading a local store in %s for %d s ...%n", directory, options.duration().toSeconds());
            drive(http, acknowledged, tallies);
            blog.awaitProjections(PROJECTIONS);
        } finally {
            blog.stop();
        }
        progress.printf("Stopped; starting again on the same data to read back %,d acknowledged writes ...%n", acknowledged.count());
        BlogLifecycle again = BlogComponent.of(settings).lifecycle();
        List<String> problems;
        try {
            problems = new Verification(new RawHttp(again.start()), READERS).check(acknowledged);
        } finally {
            again.stop();
        }
        return new OverloadResult(options, settings.protection().budgets(), tallies, acknowledged, problems,
                Duration.ofNanos(System.nanoTime() - started));
    }

    /** The service as the README starts it, but on a port of its own and a fresh directory. */
    private Settings settings(Path directory) {
        Map<String, String> own = new HashMap<>(environment);
        own.put("STORAGE", "local");
        own.put("DATA_DIR", directory.toString());
        own.put("PORT", "0");
        own.remove("MANAGEMENT_PORT");
        return Settings.fromEnvironment(own);
    }

    private void drive(RawHttp http, Acknowledged acknowledged, Map<String, Tally> tallies) throws IOException, InterruptedException {
        // Sign-ups first: the per-address budget allows a few a minute, and the clients' accounts are not what is measured.
        Account seed = Account.signUp(http, READERS, "reader");
        RawHttp.Answer first = http.send(READERS, "POST", "/api/posts", seed.token(), "{\"title\":\"Hello\",\"content\":\"Read me.\"}");
        List<String> knownPosts = List.of(Account.field(first, "id"));
        List<Account> slowAccounts = new ArrayList<>();
        for (int i = 0; i < Math.min(3, options.slowBodies()); i++) {
            slowAccounts.add(Account.signUp(http, Account.loopback(2 + i), "slow " + i));
        }
        List<Account> writers = new ArrayList<>();
        for (int i = 0; i < options.writers(); i++) {
            writers.add(Account.signUp(http, Account.loopback(10 + i), "writer " + i));
        }
        long deadline = System.nanoTime() + options.duration().toNanos();
        List<Thread> clients = new ArrayList<>();
        Tally slow = tallies.computeIfAbsent("slow bodies", k -> new Tally());
        for (int i = 0; i < options.slowBodies(); i++) {
            clients.add(new Thread(new TricklingClient(http, slowAccounts.get(i % slowAccounts.size()), deadline, slow), "slow-" + i));
        }
        Tally writes = tallies.computeIfAbsent("writers", k -> new Tally());
        for (int i = 0; i < writers.size(); i++) {
            clients.add(new Thread(new WritingClient(http, writers.get(i), i % 4 == 3, deadline, writes, acknowledged, i), "writer-" + i));
        }
        Tally reads = tallies.computeIfAbsent("readers", k -> new Tally());
        for (int i = 0; i < options.readers(); i++) {
            clients.add(new Thread(new ReadingClient(http, READERS, knownPosts, deadline, reads, i), "reader-" + i));
        }
        clients.add(new Thread(new HealthProbe(http, READERS, deadline, tallies.computeIfAbsent("/health", k -> new Tally())),
                "health"));
        clients.forEach(Thread::start);
        for (Thread client : clients) {
            client.join();
        }
    }
}
