package io.cosmosblog.adapters.inmemory.container;

import io.cosmosblog.adapters.inmemory.capacity.HighWaterMark;
import java.util.List;

/** A journal whose writes stop at a {@link HighWaterMark}: everything else is the journal's own. */
public final class BoundedJournal implements Journal {

    private final Journal journal;
    private final HighWaterMark mark;

    public BoundedJournal(Journal journal, HighWaterMark mark) {
        this.journal = journal;
        this.mark = mark;
    }

    @Override
    public void refuseIfFailed() {
        journal.refuseIfFailed();
    }

    @Override
    public void refuseIfFull() {
        mark.refuseIfFull();
    }

    @Override
    public void append(List<Row> rows) {
        journal.append(rows);
    }

    @Override
    public void appendUnawaited(List<Row> rows) {
        journal.appendUnawaited(rows);
    }

    @Override
    public void awaitCommitted() {
        journal.awaitCommitted();
    }
}
