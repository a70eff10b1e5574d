package io.cosmosblog.tools.bench;

import io.cosmosblog.adapters.cosmos.CosmosSettings;
import io.cosmosblog.adapters.cosmos.CosmosStorage;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.StorageBusyException;
import io.cosmosblog.bootstrap.Settings;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.tools.bench.CeilingBlog.ContainerUse;
import io.cosmosblog.tools.bench.CeilingStep.FeedLag;
import io.cosmosblog.tools.bench.RateDriver.Driven;
import java.io.PrintStream;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;

/**
 * {@code bench --partition-ceilings}: how many new posts, and how many likes on one post, a second
 * each design holds on the Cosmos DB account at hand, whose containers' throughput is split over
 * their physical partitions. V3 keeps its feed in one logical partition, so one physical
 * partition's share caps its new posts; V4 spreads the feed over shards on different physical
 * partitions. Beside V4, two controls that keep its code and change only where the shards go:
 * all on one physical partition, and one shard.
 *
 * <p>Each run gets a database of its own, created afresh and deleted once measured (on an account,
 * a database left with its containers' RU/s would go on being billed), users made before anything is timed; then new posts (C2) at each rate in turn,
 * every post watched for on the front page (Q6), then likes (C4) by as many distinct users on one
 * post. A climb stops at the first step not held ({@link CeilingOptions}).
 */
public final class PartitionCeilings {

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC);
    private static final Duration CATCH_UP = Duration.ofMinutes(2);
    private static final int SET_UP_THREADS = 8;

    private final CosmosSettings cosmos;
    private final CeilingOptions options;
    private final List<CeilingSubject> subjects;
    private final PrintStream progress;
    private final String stamp = STAMP.format(Instant.now());

    PartitionCeilings(CosmosSettings cosmos, CeilingOptions options, List<DataModel> models, PrintStream progress) {
        this.cosmos = cosmos;
        this.options = options;
        this.subjects = CeilingSubject.of(models);
        this.progress = progress;
    }

    /** Climbs on Cosmos DB as {@code settings} name it, and prints the table to {@code out} (what it is doing to {@code progress}). */
    public static void run(CeilingOptions options, Settings settings, List<DataModel> models, PrintStream out, PrintStream progress)
            throws InterruptedException {
        CosmosSettings cosmos = settings.cosmos().orElseThrow(() -> new IllegalArgumentException(
                "the partition ceilings are Cosmos DB's: name an account or the test server"));
        List<CeilingRun> runs = new PartitionCeilings(cosmos, options, models, progress).run();
        new CeilingTable(out, cosmos.endpoint(), options).print(runs);
    }

    List<CeilingRun> run() throws InterruptedException {
        List<CeilingRun> runs = new ArrayList<>();
        for (CeilingSubject subject : subjects) {
            runs.add(climb(subject));
        }
        return runs;
    }

    /** The database each run creates, measures on and deletes, in the order of the runs. */
    List<String> databases() {
        return subjects.stream().map(this::databaseOf).toList();
    }

    private String databaseOf(CeilingSubject subject) {
        return cosmos.database() + "-ceilings-" + subject.slug() + "-" + stamp;
    }

    private CeilingRun climb(CeilingSubject subject) throws InterruptedException {
        CosmosSettings fresh = cosmos.withDatabase(databaseOf(subject));
        progress.printf("%n%s, database %s%n", subject.label(), fresh.database());
        if (CosmosStorage.databaseExists(fresh)) {
            // Its own database is the one this run deletes: a name taken (another run in the same
            // second, or anyone's data) is left alone, and nothing is measured.
            throw new IllegalArgumentException("database " + fresh.database() + " exists already: the partition ceilings are"
                    + " measured on databases the bench creates and then deletes, so it leaves this one as it is and stops");
        }
        try {
            return climbIn(subject, fresh);
        } finally {
            CosmosStorage.deleteDatabase(fresh);
            progress.printf("  database %s deleted%n", fresh.database());
        }
    }

    private CeilingRun climbIn(CeilingSubject subject, CosmosSettings fresh) throws InterruptedException {
        try (CeilingBlog blog = new CeilingBlog(fresh, subject.declared().get());
                RateDriver driver = new RateDriver();
                FeedWatch watch = new FeedWatch(blog::frontPage)) {
            List<ContainerBudget> containers = ContainerBudget.of(blog.physicalPartitions(), blog::throughput, fresh);
            List<User> authors = users(blog, driver, "author-", options.authors());
            progress.printf("  %d authors registered%n", authors.size());
            List<CeilingStep> posts = new ArrayList<>();
            int written = 0;
            for (int rate : options.rates()) {
                CeilingStep step = posts(blog, driver, watch, authors, rate, written);
                written += step.driven().requests();
                posts.add(report("new posts", step));
                if (!step.held()) {
                    break;
                }
            }
            if (!blog.awaitProjections(CATCH_UP)) {
                progress.printf("  the projections had not caught up after %d s; the likes go on%n", CATCH_UP.toSeconds());
            }
            Post liked = blog.write(authors.get(0), written);
            blog.awaitProjections(CATCH_UP);
            List<CeilingStep> likes = new ArrayList<>();
            for (int rate : options.rates()) {
                int n = options.requests(rate);
                String prefix = "liker-" + rate + "-";
                List<User> likers = users(blog, driver, prefix, n);
                CeilingStep step = likes(blog, driver, watch, likers, liked.id(), rate);
                likes.add(report("likes on one post", step));
                if (!step.held()) {
                    break;
                }
            }
            return new CeilingRun(subject, fresh.database(), containers, posts, likes);
        }
    }

    /** {@code count} users, registered {@value #SET_UP_THREADS} at a time, before anything is timed. */
    private List<User> users(CeilingBlog blog, RateDriver driver, String prefix, int count) throws InterruptedException {
        User[] users = new User[count];
        driver.all(count, SET_UP_THREADS, i -> users[i] = retried(() -> blog.register(prefix + i)));
        return Arrays.asList(users);
    }

    /** Setting up is not measured: a registration the store was too busy for is tried again, a few times. */
    private static <T> T retried(Supplier<T> work) {
        for (int attempt = 1; ; attempt++) {
            try {
                return work.get();
            } catch (StorageBusyException busy) {
                if (attempt == 5) {
                    throw busy;
                }
                LockSupport.parkNanos(Math.max(busy.retryAfter().toNanos(), Duration.ofMillis(200).toNanos()));
            }
        }
    }

    private CeilingStep posts(CeilingBlog blog, RateDriver driver, FeedWatch watch, List<User> authors, int rate, int first)
            throws InterruptedException {
        Map<String, ContainerUse> before = blog.use();
        int n = options.requests(rate);
        PostId[] ids = new PostId[n];
        long[] answered = new long[n];
        Driven driven = driver.drive(rate, n, i -> {
            Post post = blog.write(authors.get((first + i) % authors.size()), first + i);
            answered[i] = System.nanoTime();
            ids[i] = post.id();
            watch.expect(post);
        });
        // Settled: every post shown on the front page or passed by it, or the longest lag allowed (and a second) gone.
        long until = driven.endNanos() + CeilingOptions.MAX_LAG.plusSeconds(1).toNanos();
        while (System.nanoTime() < until && !settled(ids, watch)) {
            LockSupport.parkNanos(Duration.ofMillis(FeedWatch.EVERY_MILLIS).toNanos());
        }
        long end = System.nanoTime();
        FeedLag lag = lag(ids, answered, watch);
        List<String> shortfalls = shortfalls(driven);
        if (lag.missing() > 0) {
            shortfalls.add(String.format(Locale.ROOT, "%d of %d posts not on the front page %d s after their answer",
                    lag.missing(), lag.posts(), CeilingOptions.MAX_LAG.plusSeconds(1).toSeconds()));
        }
        if (lag.passed() > lag.posts() / 100) {
            shortfalls.add(String.format(Locale.ROOT, "%d posts reached the front page only after 100 newer ones, or never",
                    lag.passed()));
        }
        if (lag.p99Seconds() > seconds(CeilingOptions.MAX_LAG)) {
            shortfalls.add(String.format(Locale.ROOT, "the front page's lag p99 %.1f s", lag.p99Seconds()));
        }
        if (lag.lastThirdSeconds() - lag.firstThirdSeconds() > seconds(CeilingOptions.GROWTH)) {
            shortfalls.add(String.format(Locale.ROOT, "the front page's lag grew from %.1f s to %.1f s over the step (medians of"
                    + " the first and last third)", lag.firstThirdSeconds(), lag.lastThirdSeconds()));
        }
        return step(blog, watch, rate, driven, Optional.of(lag), before, end, shortfalls);
    }

    private CeilingStep likes(CeilingBlog blog, RateDriver driver, FeedWatch watch, List<User> likers, PostId post, int rate)
            throws InterruptedException {
        Map<String, ContainerUse> before = blog.use();
        Driven driven = driver.drive(rate, likers.size(), i -> blog.like(likers.get(i), post));
        return step(blog, watch, rate, driven, Optional.empty(), before, System.nanoTime(), shortfalls(driven));
    }

    private static CeilingStep step(CeilingBlog blog, FeedWatch watch, int rate, Driven driven, Optional<FeedLag> lag,
            Map<String, ContainerUse> before, long end, List<String> shortfalls) {
        Map<String, ContainerUse> used = new HashMap<>();
        blog.use().forEach((container, after) -> used.put(container,
                after.minus(before.getOrDefault(container, new ContainerUse(0, 0)))));
        return new CeilingStep(rate, driven, lag, used, (end - driven.startNanos()) / 1e9, watch.machineCpu(driven.startNanos(), end),
                watch.jvmCpu(driven.startNanos(), end), shortfalls);
    }

    /** What any step falls short by: failures, the client falling behind, slow answers. */
    private static List<String> shortfalls(Driven driven) {
        List<String> shortfalls = new ArrayList<>();
        if (driven.failed() > 0) {
            shortfalls.add(String.format(Locale.ROOT, "%d of %d requests failed: %s", driven.failed(), driven.requests(),
                    new FailedRequests(driven.failures())));
        }
        if (driven.latestStartNanos() > CeilingOptions.LATE.toNanos()) {
            shortfalls.add(String.format(Locale.ROOT, "a request started %.1f s late: every client thread was waiting",
                    driven.latestStartNanos() / 1e9));
        }
        if (driven.p99Ms() > CeilingOptions.MAX_LAG.toMillis()) {
            shortfalls.add(String.format(Locale.ROOT, "answers took %.1f s (p99)", driven.p99Ms() / 1000));
        }
        return shortfalls;
    }

    private static boolean settled(PostId[] ids, FeedWatch watch) {
        return Arrays.stream(ids).allMatch(id -> id == null || watch.seenAt(id) != null || watch.passedAt(id) != null);
    }

    /** Each shown post's lag, from its create's answer to its first showing (0 when it showed before the answer arrived). */
    private static FeedLag lag(PostId[] ids, long[] answered, FeedWatch watch) {
        List<Double> shown = new ArrayList<>();
        int posts = 0;
        int passed = 0;
        int missing = 0;
        for (int i = 0; i < ids.length; i++) {
            if (ids[i] == null) {
                continue;
            }
            posts++;
            Long seen = watch.seenAt(ids[i]);
            if (seen != null) {
                shown.add(Math.max(0, seen - answered[i]) / 1e9);
            } else if (watch.passedAt(ids[i]) != null) {
                passed++;
            } else {
                missing++;
            }
        }
        int third = shown.size() / 3;
        return new FeedLag(posts, shown.size(), passed, missing, percentile(shown, 0.5), percentile(shown, 0.99),
                third == 0 ? 0 : percentile(shown.subList(0, third), 0.5),
                third == 0 ? 0 : percentile(shown.subList(shown.size() - third, shown.size()), 0.5));
    }

    private static double percentile(List<Double> values, double quantile) {
        if (values.isEmpty()) {
            return 0;
        }
        double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int rank = (int) Math.ceil(quantile * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, rank))];
    }

    private static double seconds(Duration duration) {
        return duration.toMillis() / 1000.0;
    }

    private CeilingStep report(String what, CeilingStep step) {
        progress.printf(Locale.ROOT, "  %s at %d a second: %s%n", what, step.rate(),
                step.held() ? "held" + step.lag().map(lag -> String.format(Locale.ROOT, " (front page lag p99 %.2f s)",
                        lag.p99Seconds())).orElse("") : "not held: " + String.join("; ", step.shortfalls()));
        return step;
    }
}
