package io.cosmosblog.bootstrap.hexagonfixture.tools;

import io.cosmosblog.bootstrap.hexagonfixture.config.Wiring;

public final class ThingBenchmark {

    public Object measured() {
        return new Wiring().routes();
    }
}
