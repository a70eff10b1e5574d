package io.cosmosblog.bootstrap.history;

import io.cosmosblog.application.port.DataModel;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import static org.assertj.core.api.Assertions.fail;

/**
 * Random histories, one model, every storage: sequences of every command (sign-up, rename, a new
 * token, sign-out, post, edit, an edit under a stale If-Match, comment, like, unlike, deletes,
 * erasure, a slow-bodied write racing a revocation, moderation, restart, kill -9, a full store and
 * room again, copy to a spare and back (refused over later writes unless told to replace), rebuild), each answer and every read checked
 * against {@link BlogModel}, on memory, the local store and Cosmos DB, in V1, V2 and V3. A failure is
 * shrunk to a minimal history and printed with its seed and the command that replays it.
 *
 * <p>Short by default; {@code -Dhistories=N} plays N histories on each storage and model,
 * {@code -Dhistory.steps=N} makes them longer, {@code -Dhistory.seed=S} starts from seed S,
 * {@code -Dhistory.on=local-v2} plays one storage and model only ({@code local-v2,memory-v3} these two), {@code -Dhistory.shrinkSeconds=N}
 * gives a failure's shrinking longer than 30 s.
 */
class RandomHistoriesTest {

    /** How long a failure may be shrunk: the suite's time is bounded, and a longer search is for runs on demand. */
    private static final long SHRINK_SECONDS = Long.getLong("history.shrinkSeconds", 30);
    private static final Set<String> ON = Set.of(System.getProperty("history.on", "").split(","));

    enum Storage {
        MEMORY(3, 30, new Histories.Abilities(false, false, true, false)),
        LOCAL(2, 30, new Histories.Abilities(true, true, true, true)),
        COSMOS(1, 15, new Histories.Abilities(true, false, false, true));

        /**
         * Histories per data model in a short run, and their steps: each step costs more on the local
         * store (a restart, a copy), and more again on Cosmos DB (the views a second or two behind).
         */
        final int shortRun;
        final int shortSteps;
        final Histories.Abilities can;

        Storage(int shortRun, int shortSteps, Histories.Abilities can) {
            this.shortRun = shortRun;
            this.shortSteps = shortSteps;
            this.can = can;
        }

        BlogUnderTest blog(DataModel model, Path scratch) {
            return switch (this) {
                case MEMORY -> new InMemoryBlog(model, scratch);
                case LOCAL -> new LocalBlog(model, scratch);
                case COSMOS -> new CosmosBlog(model, scratch);
            };
        }

        String label(DataModel model) {
            return name().toLowerCase(Locale.ROOT) + "-" + model.label();
        }
    }

    static Stream<Arguments> storagesAndModels() {
        return Stream.of(Storage.values()).flatMap(storage -> Stream.of(DataModel.values()).map(model -> Arguments.of(storage, model)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("storagesAndModels")
    void every_answer_and_every_read_matches_the_model_whatever_the_history(Storage storage, DataModel model, @TempDir Path root) {
        String label = storage.label(model);
        Assumptions.assumeTrue(ON.equals(Set.of("")) || ON.contains(label), "-Dhistory.on=" + String.join(",", ON));
        int histories = Integer.getInteger("histories", storage.shortRun);
        int length = Integer.getInteger("history.steps", storage.shortSteps);
        long firstSeed = Long.getLong("history.seed", (long) label.hashCode() * 1_000_003L);
        HistoryPlayer player = new HistoryPlayer((scratch, seed) -> storage.blog(model, scratch), root);
        long started = System.nanoTime();
        for (long seed : IntStream.range(0, histories).mapToLong(i -> firstSeed + i).toArray()) {
            List<Step> steps = Histories.random(seed, length, storage.can);
            Optional<HistoryPlayer.Failure> failure = player.play(seed, steps);
            if (failure.isPresent()) {
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(SHRINK_SECONDS);
                HistoryPlayer.Shrunk shrunk = player.shrink(seed, steps, failure.get(), 500, deadline);
                fail(report(label, seed, steps.size(), shrunk), shrunk.failure().cause());
            }
        }
        System.out.printf("random histories on %s: %d of %d steps each, seeds from %d, in %.1f s%n", label, histories, length, firstSeed,
                (System.nanoTime() - started) / 1e9);
    }

    private static String report(String label, long seed, int length, HistoryPlayer.Shrunk shrunk) {
        // The seed and length make the whole history again; the shrunk one is what to read.
        List<String> lines = new ArrayList<>();
        lines.add("A random history on " + label + " failed: seed " + seed + " (" + length + " steps), shrunk in "
                + shrunk.replays() + " replays (-Dhistory.shrinkSeconds=" + SHRINK_SECONDS + ") to " + shrunk.steps().size() + " steps:");
        for (int i = 0; i < shrunk.steps().size(); i++) {
            lines.add("  " + i + ". " + shrunk.steps().get(i));
        }
        lines.add("  then: read everything");
        lines.add("Failed " + (shrunk.failure().step() < shrunk.steps().size() ? "at step " + shrunk.failure().step() : "at the last read")
                + ": " + shrunk.failure().cause().getMessage());
        lines.add("Replay: mvn -B -pl bootstrap -am test -Dtest=RandomHistoriesTest -Dsurefire.failIfNoSpecifiedTests=false "
                + "-Dhistory.on=" + label + " -Dhistory.seed=" + seed + " -Dhistories=1 -Dhistory.steps=" + length);
        return String.join("\n", lines);
    }
}
