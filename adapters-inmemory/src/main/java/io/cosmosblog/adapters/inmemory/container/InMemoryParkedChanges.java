package io.cosmosblog.adapters.inmemory.container;

import io.cosmosblog.application.port.ChangedEntity;
import io.cosmosblog.application.port.ParkedChange;
import io.cosmosblog.application.port.ParkedChanges;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Parked changes held in this process, like everything else here, and committed through the journal. */
public final class InMemoryParkedChanges implements ParkedChanges {

    private final Map<ChangedEntity, ParkedChange> parked = new ConcurrentHashMap<>();
    private final Journal journal;

    InMemoryParkedChanges(Journal journal) {
        this.journal = journal;
    }

    @Override
    public void park(ParkedChange change) {
        journal.refuseIfFailed();
        parked.compute(change.change(), (key, before) -> {
            journal.append(new JournalEntry.Parked(change));
            return change;
        });
        journal.awaitCommitted();
    }

    @Override
    public List<ParkedChange> all() {
        return parked.values().stream().sorted(Comparator.comparing(ParkedChange::parkedAt)).toList();
    }

    @Override
    public void release(ChangedEntity change) {
        journal.refuseIfFailed();
        parked.computeIfPresent(change, (key, before) -> {
            journal.append(new JournalEntry.Released(change));
            return null;
        });
        journal.awaitCommitted();
    }

    /** Puts back a change read from disk. */
    public void restore(ParkedChange change) {
        parked.put(change.change(), change);
    }
}
