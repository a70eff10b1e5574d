package io.cosmosblog.tools.bench;

import io.cosmosblog.application.port.DataModel;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * Figures made up for a test of the report, not measured: every request costs 1 operation in 1
 * partition and takes 0.5 ms, unless the test says otherwise, so that a test can change one
 * figure and see what the report makes of it.
 */
final class MadeUpFigures {

    /** The article's ten requests, in its order, with their names; never sent. */
    static final List<Scenario> REQUESTS = new Scenarios("http://localhost:1",
            new DataSet(List.of(), List.of(), 0, Duration.ZERO)).all();

    private MadeUpFigures() {
    }

    static Measurement measured(String id, double operations, int maxOperations, double partitions, int maxPartitions,
            double p50Ms, FailedRequests errors) {
        Scenario scenario = REQUESTS.stream().filter(request -> request.id().equals(id)).findFirst().orElseThrow();
        return new Measurement(scenario, 100, errors, p50Ms, 2 * p50Ms, 1000, operations, maxOperations, partitions,
                maxPartitions, 0, 0, 0);
    }

    /** {@code operations} and {@code partitions} as means, each request taking at most their next whole number. */
    static Measurement measured(String id, double operations, double partitions) {
        return measured(id, operations, (int) Math.ceil(operations), partitions, (int) Math.ceil(partitions), 0.5, FailedRequests.NONE);
    }

    /** Every request at 1 operation in 1 partition, but those in {@code changed}. */
    static List<Measurement> requests(Map<String, Measurement> changed) {
        return REQUESTS.stream().map(request -> changed.getOrDefault(request.id(), measured(request.id(), 1, 1))).toList();
    }

    /**
     * A benchmark of 20 and 40 users: the small run's requests as {@link #requests(Map)} makes them,
     * the large run's reads {@code slower} times as slow.
     */
    static BenchResult bench(Map<String, Measurement> changed, double slower) {
        List<Measurement> small = requests(changed);
        List<Measurement> large = small.stream().filter(m -> m.scenario().id().startsWith("Q"))
                .map(m -> measured(m.scenario().id(), m.operations(), m.maxOperations(), m.partitions(), m.maxPartitions(),
                        m.p50Ms() * slower, FailedRequests.NONE))
                .toList();
        Measurement q2 = measured("Q2", 1, 1);
        Ceiling ceiling = new Ceiling(q2, q2, q2);
        List<ProjectionCost> projections = List.of(new ProjectionCost("C1", 100, 0, 0, 0), new ProjectionCost("C2", 100, 2, 0, 0),
                new ProjectionCost("C3", 100, 2, 0, 0), new ProjectionCost("C4", 100, 1.8, 0, 0));
        return new BenchResult(
                new Run(20, new DataSet(List.of(), List.of(), 15_773, Duration.ofSeconds(1)), small, projections, ceiling, 1 << 20),
                new Run(40, new DataSet(List.of(), List.of(), 47_903, Duration.ofSeconds(2)), large, List.of(), null, 2 << 20));
    }

    /** One model at one size, its requests as {@link #requests(Map)} makes them. */
    static ModelRun run(DataModel model, int scale, Map<String, Measurement> changed) {
        return new ModelRun(model, scale, 100 * scale, 175_465L * scale, requests(changed));
    }
}
