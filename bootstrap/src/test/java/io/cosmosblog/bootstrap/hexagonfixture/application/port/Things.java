package io.cosmosblog.bootstrap.hexagonfixture.application.port;

import io.cosmosblog.bootstrap.hexagonfixture.domain.Thing;

public interface Things {
    void add(Thing thing);
}
