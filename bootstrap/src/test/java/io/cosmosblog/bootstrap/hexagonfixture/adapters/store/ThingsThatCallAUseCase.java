package io.cosmosblog.bootstrap.hexagonfixture.adapters.store;

import io.cosmosblog.bootstrap.hexagonfixture.application.usecase.AddThing;

/** Wrong: a storage adapter that calls a use case. */
public final class ThingsThatCallAUseCase {
    public void add(AddThing addThing) {
        addThing.add("x");
    }
}
