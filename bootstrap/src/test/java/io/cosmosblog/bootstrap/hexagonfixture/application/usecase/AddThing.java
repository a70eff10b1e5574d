package io.cosmosblog.bootstrap.hexagonfixture.application.usecase;

import io.cosmosblog.bootstrap.hexagonfixture.application.port.Things;
import io.cosmosblog.bootstrap.hexagonfixture.domain.Thing;

public final class AddThing {
    private final Things things;

    public AddThing(Things things) {
        this.things = things;
    }

    public void add(String name) {
        things.add(new Thing(name));
    }
}
