package io.cosmosblog.tools.overload;

import io.cosmosblog.adapters.http.security.ClientBudgets;
import java.io.PrintStream;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/** What the overload run saw, and the report it prints. */
public record OverloadResult(OverloadOptions options, ClientBudgets budgets, Map<String, Tally> tallies, Acknowledged acknowledged,
        List<String> problems, Duration took) {

    private static final List<String> CLIENTS = List.of("slow bodies", "writers", "readers", "/health");

    /** Every acknowledged write was read back, as answered, after a restart. */
    public boolean nothingLost() {
        return problems.isEmpty();
    }

    public void print(PrintStream out) {
        Tally health = tallies.get("/health");
        Tally reads = tallies.get("readers");
        out.printf("# Overload: the default start (local store, default limits) for %d s%n%n", options.duration().toSeconds());
        out.printf("%s While %d clients trickled bodies, %d wrote and %d read as fast as they were answered, reads were served "
                + "with a p99 of %.1f ms and /health answered %d of %d probes, the slowest in %.1f ms.%n%n",
                nothingLost() ? "Every acknowledged write was there after a restart, as answered." : "WRITES WERE LOST.",
                options.slowBodies(), options.writers(), options.readers(), reads.servedMillis(99), health.served(),
                health.requests(), health.servedMillis(100));
        out.println("| clients | requests | served 2xx | 408 cut off | 429 over budget | 503 busy | other | no answer | p50 ms | p99 ms |");
        out.println("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
        for (String client : CLIENTS) {
            Tally t = tallies.get(client);
            if (t != null) {
                out.printf("| %s | %,d | %,d | %,d | %,d | %,d | %,d | %,d | %.1f | %.1f |%n", client, t.requests(), t.served(),
                        t.withStatus(408), t.withStatus(429), t.withStatus(503), t.otherStatuses(), t.noAnswers(),
                        t.servedMillis(50), t.servedMillis(99));
            }
        }
        out.println();
        out.println("- slow bodies: " + options.slowBodies() + " connections from 3 accounts declaring 1,000,000 bytes and "
                + "sending one every half second, reconnecting when cut off; 'no answer' is a connection closed before an answer.");
        out.println("- writers: each from an address and account of its own (127.0.0.N), a quarter posting 100,000-character "
                + "posts; budgets: " + budgets.writes() + " writes and " + budgets.bytes().asBytes() + " per account ("
                + budgets.newAccounts().writes() + " and " + budgets.newAccounts().bytes().asBytes() + " while new), "
                + budgets.writesPerAddress() + " per address.");
        out.println("- readers: the feed and a post, alternately; p50/p99 are of the answers served.");
        out.printf("- acknowledged: %,d posts, %,d comments, %,d likes; read back after a restart: %s.%n",
                acknowledged.posts().size(), acknowledged.comments().size(), acknowledged.likes().size(),
                nothingLost() ? "all, as answered" : problems.size() + " missing or different");
        problems.stream().limit(20).forEach(problem -> out.println("  - " + problem));
        out.printf("- the run took %.1f s, restart and read-back included.%n", took.toMillis() / 1000.0);
    }
}
