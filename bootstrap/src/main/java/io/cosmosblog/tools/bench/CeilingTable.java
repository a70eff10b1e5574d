package io.cosmosblog.tools.bench;

import io.cosmosblog.bootstrap.console.Plural;
import java.io.PrintStream;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Prints the partition ceilings as Markdown: the account's partitions and budget, one row per
 * run with the rates it held, what ran out where each climb stopped (the 429s, the RU/s each
 * container was charged, this machine's CPU), then every step.
 */
final class CeilingTable {

    /** A machine this busy may have run out before the partitions did. */
    private static final double BUSY = 0.9;

    private final PrintStream out;
    private final String endpoint;
    private final CeilingOptions options;

    CeilingTable(PrintStream out, String endpoint, CeilingOptions options) {
        this.out = out;
        this.endpoint = endpoint;
        this.options = options;
    }

    void print(List<CeilingRun> runs) {
        List<String> models = runs.stream().map(run -> run.subject().model().label()).distinct().toList();
        line("# cosmos-blog bench --partition-ceilings: Cosmos DB, %s%s", SentenceList.of(models),
                runs.stream().anyMatch(run -> run.subject().plan().isPresent() && !run.subject().label().equals("v4"))
                        ? " (and v4's two controls)" : "");
        line("%n%s; %s, Java %s; each run on a database of its own, created for it; new posts, then likes on one post, at %s"
                + " a second, %s s a step, until a step is not held", Instant.now(),
                Plural.of(Runtime.getRuntime().availableProcessors(), "core"), System.getProperty("java.version"),
                SentenceList.of(options.rates().stream().map(String::valueOf).toList()), seconds(options.step().toMillis()));
        line("%n**The account** (%s): %s", endpoint, account(runs));
        out.println();
        out.println("| run | the feed | new posts/s held | likes/s held on one post |");
        out.println("|---|---|---:|---:|");
        for (CeilingRun run : runs) {
            int partitions = run.feed().map(ContainerBudget::physicalPartitions).orElse(1);
            line("| %s | %s | %d | %d |", run.subject().label(), run.subject().shards(partitions), CeilingRun.held(run.posts()),
                    CeilingRun.held(run.likes()));
        }
        out.println();
        legend();
        verdict(runs);
        line("%n## What ran out%n");
        for (CeilingRun run : runs) {
            stopped(run, "new posts", run.posts());
            stopped(run, "likes on one post", run.likes());
        }
        out.println();
        out.println("- **429s**: requests Cosmos DB answered 429 (too many requests: the partition's RU for that second were"
                + " spent), each retry of the SDK counted, whether the request then succeeded or not; **RU/s**: what each"
                + " container was charged a second over the step, projections included, beside what its partitions were given."
                + " **CPU**: this machine's, every process's (the test server's too, when it runs here), and this JVM's"
                + " (the client and the projections), the mean over the step.");
        steps(runs);
    }

    /** The partitions and RU/s of the containers, in one sentence when every run's are alike. */
    private String account(List<CeilingRun> runs) {
        Set<String> kinds = new LinkedHashSet<>();
        for (CeilingRun run : runs) {
            run.containers().forEach(c -> kinds.add(capacity(c)));
        }
        if (kinds.size() == 1) {
            return "every container has " + kinds.iterator().next() + ".";
        }
        CeilingRun first = runs.get(0);
        return first.containers().stream().map(c -> "`" + c.container() + "` " + capacity(c)).collect(Collectors.joining("; "))
                + " (" + first.subject().label() + "; the other runs' containers alike in name but for their prefix).";
    }

    private static String capacity(ContainerBudget c) {
        String partitions = Plural.of(c.physicalPartitions(), "physical partition");
        if (c.ruPerSecond().isEmpty()) {
            return partitions + (c.source().isEmpty() ? ", RU/s not known (the account does not say; with COSMOS_THROUGHPUT a run's"
                    + " containers are created with that)" : " and no RU/s limit (" + c.source() + ")");
        }
        return String.format(Locale.ROOT, "%s and %,d RU/s, %,.0f RU/s a physical partition (%s)", partitions,
                c.ruPerSecond().getAsInt(), c.perPartition(), c.source());
    }

    private void legend() {
        line("- **new posts/s held**: the highest rate of new posts (C2, through the use case, each authenticating its author"
                + " with a read, as over HTTP; %d authors in turn) at which no request failed, none started late, every answer"
                + " came within %d s (p99), and every post reached the front page (Q6, read every %d ms as the service reads it)"
                + " within %d s at the 99th percentile, that lag growing by no more than %d s over the step. 0: not even the"
                + " first rate.", options.authors(), CeilingOptions.MAX_LAG.toSeconds(), FeedWatch.EVERY_MILLIS,
                CeilingOptions.MAX_LAG.toSeconds(), CeilingOptions.GROWTH.toSeconds());
        out.println("- **likes/s held on one post**: the same for likes (C4) of one post, each by a user of its own, registered"
                + " before the step.");
        out.println("- **the feed**: where each model keeps the front page's copies. V4's controls keep V4's code and move only"
                + " its shards: all on one physical partition, or a single one. Each run starts with an empty feed: a copy's"
                + " trigger reads the newest copies of its shard, so a copy costs more as its shard fills (up to 100 kept), and"
                + " small shards are cheaper than V3's one partition until they are full. Each climb ends at the first step"
                + " not held; a step asks for a rate, not what a closed loop of clients would reach.");
    }

    /** Whose limit each climb met, in one line: the partitions' where Cosmos DB answered 429 at the step not held. */
    private void verdict(List<CeilingRun> runs) {
        List<CeilingStep> stops = runs.stream().flatMap(run -> Stream.of(run.posts(), run.likes()))
                .map(CeilingRun::stoppedAt).flatMap(Optional::stream).toList();
        long throttled = stops.stream().filter(step -> step.use().values().stream().anyMatch(use -> use.throttled() > 0)).count();
        if (stops.isEmpty()) {
            line("%n**What ran out**: nothing; every climb held every rate asked for.");
            return;
        }
        line("%n**What ran out**: in %d of the %d climbs that stopped, Cosmos DB answered 429 at the step not held: the"
                + " partitions ran out%s. Each below, with the RU/s charged and this machine's CPU.", throttled, stops.size(),
                throttled == stops.size() ? "" : String.format(Locale.ROOT, "; in the other %d, no 429: this machine or the client",
                        stops.size() - throttled));
    }

    private void stopped(CeilingRun run, String what, List<CeilingStep> steps) {
        Optional<CeilingStep> stop = CeilingRun.stoppedAt(steps);
        if (stop.isEmpty()) {
            line("- **%s, %s**: every rate asked for was held, up to %d a second: the ceiling is higher than this climb went.",
                    run.subject().label(), what, CeilingRun.held(steps));
            return;
        }
        CeilingStep step = stop.get();
        List<String> throttled = new ArrayList<>();
        for (ContainerBudget c : run.containers()) {
            if (step.throttled(c.container()) > 0) {
                throttled.add(String.format(Locale.ROOT, "429 %s on `%s`, which was charged %,.0f RU/s%s",
                        Plural.of(step.throttled(c.container()), "time"), c.container(), step.ruPerSecond(c.container()),
                        c.ruPerSecond().isPresent() ? String.format(Locale.ROOT, " of its %,d (%,.0f a partition)",
                                c.ruPerSecond().getAsInt(), c.perPartition()) : ""));
            }
        }
        String cpu = String.format(Locale.ROOT, "CPU %.0f %%, this JVM %.0f %%", 100 * step.cpu(), 100 * step.jvmCpu());
        String verdict;
        if (!throttled.isEmpty()) {
            verdict = "the partitions ran out: Cosmos DB answered " + String.join("; ", throttled)
                    + (step.cpu() >= BUSY ? "; this machine was busy too (" + cpu + ")" : "; this machine was not (" + cpu + ")");
        } else {
            verdict = "no 429 met, so not the partitions: this machine (" + cpu + ") or the client";
        }
        line("- **%s, %s**: held %d a second; at %d: %s. %s.", run.subject().label(), what, CeilingRun.held(steps), step.rate(),
                String.join("; ", step.shortfalls()), capitalized(verdict));
    }

    private void steps(List<CeilingRun> runs) {
        line("%n## Every step%n");
        out.println("| run | climb | rate/s | requests | failed | p99 ms | front page lag p50 / p99 s | 429s | RU/s by container | CPU machine / JVM | held |");
        out.println("|---|---|---:|---:|---:|---:|---:|---|---|---:|---|");
        for (CeilingRun run : runs) {
            for (CeilingStep step : run.posts()) {
                stepRow(run, "new posts", step);
            }
            for (CeilingStep step : run.likes()) {
                stepRow(run, "likes", step);
            }
        }
    }

    private void stepRow(CeilingRun run, String climb, CeilingStep step) {
        List<String> containers = run.containers().stream().map(ContainerBudget::container).toList();
        String throttled = containers.stream().filter(c -> step.throttled(c) > 0).map(c -> c + " " + step.throttled(c))
                .collect(Collectors.joining(", "));
        String charged = containers.stream().filter(c -> step.ruPerSecond(c) >= 0.5)
                .sorted(Comparator.comparingDouble(step::ruPerSecond).reversed())
                .map(c -> String.format(Locale.ROOT, "%s %,.0f", c, step.ruPerSecond(c))).collect(Collectors.joining(", "));
        line("| %s | %s | %d | %d | %d | %.0f | %s | %s | %s | %s | %s |", run.subject().label(), climb, step.rate(),
                step.driven().requests(), step.driven().failed(), step.driven().p99Ms(),
                step.lag().map(lag -> String.format(Locale.ROOT, "%.2f / %.2f", lag.p50Seconds(), lag.p99Seconds())).orElse("-"),
                throttled.isEmpty() ? "0" : throttled, charged.isEmpty() ? "-" : charged,
                step.cpu() < 0 ? "-" : String.format(Locale.ROOT, "%.0f / %.0f %%", 100 * step.cpu(), 100 * step.jvmCpu()),
                step.held() ? "yes" : "no");
    }

    private static String capitalized(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    private static String seconds(long millis) {
        return java.math.BigDecimal.valueOf(millis, 3).stripTrailingZeros().toPlainString();
    }

    private void line(String format, Object... args) {
        out.println(String.format(Locale.ROOT, format, args));
    }
}
