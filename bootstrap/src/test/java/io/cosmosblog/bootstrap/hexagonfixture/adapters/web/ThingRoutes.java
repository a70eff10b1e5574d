package io.cosmosblog.bootstrap.hexagonfixture.adapters.web;

import io.cosmosblog.bootstrap.hexagonfixture.application.usecase.AddThing;

public final class ThingRoutes {
    public void post(AddThing addThing, String name) {
        addThing.add(name);
    }
}
