package io.cosmosblog.tools.bench;

import java.util.List;

/** The figures of one data-set size. */
record Run(int users, DataSet data, List<Measurement> measurements, List<ProjectionCost> projections, Ceiling ceiling,
        long heapBytes) {

    Measurement of(String id) {
        return measurements.stream().filter(m -> m.scenario().id().equals(id)).findFirst().orElseThrow();
    }
}
