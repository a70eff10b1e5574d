package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.storage.Change;
import io.cosmosblog.application.storage.ParkedChange;
import io.cosmosblog.application.storage.ParkedChanges;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Parked changes kept in this process, like everything else here. */
final class InMemoryParkedChanges implements ParkedChanges {

    private final Map<Change, ParkedChange> parked = new ConcurrentHashMap<>();

    @Override
    public void park(ParkedChange change) {
        parked.put(change.change(), change);
    }

    @Override
    public List<ParkedChange> all() {
        return parked.values().stream().sorted(Comparator.comparing(ParkedChange::parkedAt)).toList();
    }

    @Override
    public void release(Change change) {
        parked.remove(change);
    }
}
