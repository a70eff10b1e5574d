package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.adapters.inmemory.durable.Journal;
import io.cosmosblog.adapters.inmemory.durable.Row;
import io.cosmosblog.application.storage.Change;
import io.cosmosblog.application.storage.ParkedChange;
import io.cosmosblog.application.storage.ParkedChanges;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Parked changes kept in this process, like everything else here, and through the journal when it keeps anything. */
final class InMemoryParkedChanges implements ParkedChanges {

    private final Map<Change, ParkedChange> parked = new ConcurrentHashMap<>();
    private final Journal journal;

    InMemoryParkedChanges(Journal journal) {
        this.journal = journal;
    }

    @Override
    public void park(ParkedChange change) {
        journal.refuseIfFailed();
        parked.compute(change.change(), (key, before) -> {
            journal.append(new Row.Parked(change));
            return change;
        });
        journal.awaitKept();
    }

    @Override
    public List<ParkedChange> all() {
        return parked.values().stream().sorted(Comparator.comparing(ParkedChange::parkedAt)).toList();
    }

    @Override
    public void release(Change change) {
        journal.refuseIfFailed();
        parked.computeIfPresent(change, (key, before) -> {
            journal.append(new Row.Released(change));
            return null;
        });
        journal.awaitKept();
    }

    /** Puts back a change read from disk. */
    void restore(ParkedChange change) {
        parked.put(change.change(), change);
    }
}
