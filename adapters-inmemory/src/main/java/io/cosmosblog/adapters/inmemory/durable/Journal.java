package io.cosmosblog.adapters.inmemory.durable;

import java.util.List;

/**
 * Where the in-memory containers send the rows each write changed, so the write can be kept. A
 * write appends its rows under the lock of the partition it changed (the journal's order per
 * partition is then memory's order) and, once the lock is released, waits until they are kept
 * ({@link #awaitKept()}): only then does it return. {@link #NONE} keeps nothing and costs nothing:
 * the pure in-memory store.
 */
public interface Journal {

    /** Keeps nothing: appending and waiting return at once. */
    Journal NONE = new Journal() {
        @Override
        public boolean keeps() {
            return false;
        }

        @Override
        public void refuseIfFailed() {
        }

        @Override
        public void append(List<Row> rows) {
        }

        @Override
        public void appendUnawaited(List<Row> rows) {
        }

        @Override
        public void awaitKept() {
        }
    };

    /** False when nothing is kept: callers may skip building rows. */
    boolean keeps();

    /** Throws {@link WriteNotKeptException} once writing has failed: check before changing memory. */
    void refuseIfFailed();

    /** Called under the partition's lock; this thread's next {@link #awaitKept()} waits for these rows. */
    void append(List<Row> rows);

    /** Rows nobody waits for (the end of a pending rename): kept in order with the rest, failures only logged. */
    void appendUnawaited(List<Row> rows);

    /** Called after the lock is released: waits until everything this thread appended is kept. */
    void awaitKept();

    default void append(Row row) {
        append(List.of(row));
    }
}
