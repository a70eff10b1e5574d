package io.cosmosblog.bootstrap.history;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiFunction;

/**
 * Plays histories on fresh blogs and, when one fails, shrinks it: steps are taken out, in halves,
 * quarters and so on down to single steps, as long as what is left fails the same expectation.
 * What is left is the minimal history a report shows, with the seed that made the first.
 */
final class HistoryPlayer {

    /** Where a history failed: the step (its length for the last look) and what was broken. */
    record Failure(int step, Throwable cause) {
        String expectation() {
            return Broken.expectationOf(cause);
        }
    }

    private final BiFunction<Path, Long, BlogUnderTest> blogs;
    private final Path root;
    private final AtomicInteger runs = new AtomicInteger();

    /** {@code blogs} makes a fresh blog in a scratch directory for a seed. */
    HistoryPlayer(BiFunction<Path, Long, BlogUnderTest> blogs, Path root) {
        this.blogs = blogs;
        this.root = root;
    }

    /** Plays {@code steps} on a fresh blog, then reads everything once more. */
    Optional<Failure> play(long seed, List<Step> steps) {
        Path scratch = root.resolve("run-" + runs.incrementAndGet());
        try {
            Files.createDirectories(scratch);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        int at = 0;
        try (BlogUnderTest blog = blogs.apply(scratch, seed)) {
            blog.start();
            HistoryRun run = new HistoryRun(blog, seed);
            for (; at < steps.size(); at++) {
                run.perform(at, steps.get(at));
            }
            run.look();
            return Optional.empty();
        } catch (RuntimeException | AssertionError e) {
            return Optional.of(new Failure(at, e));
        }
    }

    /** The shortest history found, within {@code attempts} replays, that fails as {@code failure} did; with its failure. */
    Shrunk shrink(long seed, List<Step> steps, Failure failure, int attempts, long deadlineNanos) {
        List<Step> shortest = new ArrayList<>(steps.subList(0, Math.min(steps.size(), failure.step() + 1)));
        Failure last = failure;
        int tried = 0;
        for (int chunk = Math.max(1, shortest.size() / 2); chunk >= 1; chunk /= 2) {
            for (int from = 0; from < shortest.size() && tried < attempts && System.nanoTime() < deadlineNanos; ) {
                List<Step> candidate = new ArrayList<>(shortest.subList(0, from));
                candidate.addAll(shortest.subList(Math.min(shortest.size(), from + chunk), shortest.size()));
                tried++;
                Optional<Failure> again = play(seed, candidate);
                if (again.isPresent() && again.get().expectation().equals(failure.expectation())) {
                    shortest = new ArrayList<>(candidate.subList(0, Math.min(candidate.size(), again.get().step() + 1)));
                    last = again.get();
                } else {
                    from += chunk;
                }
            }
            if (chunk == 1) {
                break;
            }
        }
        return new Shrunk(shortest, last, tried);
    }

    record Shrunk(List<Step> steps, Failure failure, int replays) {
    }
}
