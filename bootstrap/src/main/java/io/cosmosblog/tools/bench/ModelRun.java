package io.cosmosblog.tools.bench;

import io.cosmosblog.application.port.DataModel;
import java.util.List;

/** One model at one size of the data set: what each of the ten requests cost, in the article's order. */
record ModelRun(DataModel model, int scale, int users, long items, List<Measurement> measurements) {

    ModelRun {
        measurements = List.copyOf(measurements);
    }

    Measurement of(String id) {
        return measurements.stream().filter(m -> m.scenario().id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no request " + id + " was measured"));
    }
}
