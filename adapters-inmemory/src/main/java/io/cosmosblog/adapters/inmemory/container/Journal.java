package io.cosmosblog.adapters.inmemory.container;

import java.util.List;

/**
 * Where the containers send the entries each write changed, so the write can be committed. A write
 * appends its entries under the lock of the partition it changed (the journal's order per partition
 * is then memory's order) and, once the lock is released, waits until they are committed
 * ({@link #awaitCommitted()}): only then does it return. {@link #NONE} commits nothing and costs
 * nothing: the pure in-memory store.
 */
public interface Journal {

    /** Commits nothing: appending and waiting return at once. */
    Journal NONE = new Journal() {
        @Override
        public void refuseIfFailed() {
        }

        @Override
        public void append(List<JournalEntry> entries) {
        }

        @Override
        public void appendUnawaited(List<JournalEntry> entries) {
        }

        @Override
        public void awaitCommitted() {
        }
    };

    /** Throws once committing has failed (the local store's {@code WriteNotCommittedException}): check before changing memory. */
    void refuseIfFailed();

    /** Called under the partition's lock; this thread's next {@link #awaitCommitted()} waits for these entries. */
    void append(List<JournalEntry> entries);

    /** Entries nobody waits for (the end of a pending rename): committed in order with the rest, failures only logged. */
    void appendUnawaited(List<JournalEntry> entries);

    /** Called after the lock is released: waits until everything this thread appended is committed. */
    void awaitCommitted();

    default void append(JournalEntry entry) {
        append(List.of(entry));
    }
}
