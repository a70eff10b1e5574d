package io.cosmosblog.bootstrap.hexagonfixture.adapters.web;

import io.cosmosblog.bootstrap.hexagonfixture.config.Wiring;

public final class RoutesThatReadTheWiring {

    public Object routes() {
        return new Wiring().routes();
    }
}
