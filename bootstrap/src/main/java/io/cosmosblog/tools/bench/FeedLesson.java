package io.cosmosblog.tools.bench;

import io.cosmosblog.bootstrap.console.Plural;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The article's lesson in one sentence, as a model comparison measured it: what the feed (Q6,
 * the request its designs differ on most) cost each design on the largest data set measured,
 * the cheapest first.
 */
final class FeedLesson {

    private static final String FEED = "Q6";

    private FeedLesson() {
    }

    static String of(List<ModelRun> runs) {
        int largest = runs.stream().mapToInt(ModelRun::scale).max().orElseThrow();
        List<ModelRun> cheapestFirst = runs.stream().filter(run -> run.scale() == largest)
                .sorted(Comparator.comparingDouble((ModelRun run) -> run.of(FEED).operations())
                        .thenComparingDouble(run -> run.of(FEED).partitions()))
                .toList();
        ModelRun cheapest = cheapestFirst.get(0);
        Measurement feed = cheapest.of(FEED);
        String lesson = "With " + Plural.of(cheapest.users(), "user") + ", " + cheapest.model().label() + " answers the feed ("
                + FEED + ") " + (feed.operations() == 0 ? "with no store operation"
                        : "in " + MeanCount.of(feed.operations(), "operation") + " on " + MeanCount.of(feed.partitions(), "partition"));
        List<String> dearer = new ArrayList<>();
        for (ModelRun run : cheapestFirst.subList(1, cheapestFirst.size())) {
            dearer.add(run.model().label() + (dearer.isEmpty() ? " needs " : " ") + cost(run.of(FEED), feed));
        }
        if (!dearer.isEmpty()) {
            lesson += "; " + SentenceList.of(dearer);
        }
        return lesson + ".";
    }

    /** {@code 208 on 108}, or {@code the same} when it costs what the cheapest does. */
    private static String cost(Measurement feed, Measurement cheapest) {
        String cost = MeanCount.of(feed.operations()) + " on " + MeanCount.of(feed.partitions());
        return cost.equals(MeanCount.of(cheapest.operations()) + " on " + MeanCount.of(cheapest.partitions())) ? "the same" : cost;
    }
}
