package io.cosmosblog.bootstrap.hexagonfixture.config;

import io.cosmosblog.bootstrap.hexagonfixture.adapters.web.ThingRoutes;

public final class Wiring {

    public ThingRoutes routes() {
        return new ThingRoutes();
    }
}
