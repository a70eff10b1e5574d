package io.cosmosblog.tools.bench;

import java.util.DoubleSummaryStatistics;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * The article's lesson in one sentence, as this run measured it: whether every query stayed in
 * one partition and with how many store operations, and what SCALE times the data did to their
 * latency. Worded from the figures alone, so a query that left its partition is named.
 */
final class QueryLesson {

    private QueryLesson() {
    }

    static String of(BenchResult result) {
        List<Measurement> queries = BenchResult.READS.stream().map(result.small()::of).toList();
        List<Measurement> spread = queries.stream().filter(query -> query.maxPartitions() > 1).toList();
        List<Measurement> single = queries.stream().filter(query -> query.maxPartitions() <= 1).toList();
        StringBuilder lesson = new StringBuilder();
        if (spread.isEmpty()) {
            lesson.append("Every query (Q1-Q6) stayed in one partition, with ").append(operations(queries));
        } else {
            lesson.append("Not every query stayed in one partition: ").append(spread.get(0).scenario().id()).append(" read ")
                    .append(MeanCount.of(spread.get(0).partitions(), "partition")).append(" with ")
                    .append(MeanCount.of(spread.get(0).operations(), "operation"));
            List<String> others = spread.stream().skip(1).map(query -> query.scenario().id() + " " + MeanCount.of(query.partitions())
                    + " with " + MeanCount.of(query.operations())).toList();
            lesson.append(others.isEmpty() ? "" : ", " + SentenceList.of(others)).append(" per request on average");
            if (!single.isEmpty()) {
                lesson.append("; ").append(SentenceList.of(single.stream().map(query -> query.scenario().id()).toList()))
                        .append(" stayed in one partition, with ").append(operations(single));
            }
        }
        if (result.large().users() > result.small().users()) {
            DoubleSummaryStatistics ratios = BenchResult.READS.stream().mapToDouble(result::scalingRatio).summaryStatistics();
            lesson.append(String.format(Locale.ROOT, "; with %d times the data their p50 latency was %s times what it was",
                    result.large().users() / result.small().users(), range(ratios, ratio -> String.format(Locale.ROOT, "%.2f", ratio))));
        }
        return lesson.append('.').toString();
    }

    /** {@code 1 store operation per request}, or the range of the means: {@code 1 to 1.06 store operations per request on average}. */
    private static String operations(List<Measurement> queries) {
        DoubleSummaryStatistics means = queries.stream().mapToDouble(Measurement::operations).summaryStatistics();
        if (MeanCount.of(means.getMin()).equals(MeanCount.of(means.getMax()))) {
            return MeanCount.of(means.getMin(), "store operation") + " per request"
                    + (queries.stream().allMatch(query -> query.maxOperations() == Math.round(query.operations())) ? "" : " on average");
        }
        return range(means, MeanCount::of) + " store operations per request on average";
    }

    private static String range(DoubleSummaryStatistics figures, Function<Double, String> format) {
        String low = format.apply(figures.getMin());
        String high = format.apply(figures.getMax());
        return low.equals(high) ? low : low + " to " + high;
    }
}
