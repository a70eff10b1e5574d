package io.cosmosblog.adapters.inmemory.local;

import io.cosmosblog.adapters.inmemory.container.Journal;
import io.cosmosblog.adapters.inmemory.container.JournalEntry;
import java.lang.System.Logger.Level;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The journal on SQLite, with group commit: writes append their entries to a queue; one writer thread
 * takes everything queued, writes it in one transaction, commits once (the write-ahead log is
 * synced at every commit) and then lets every write in it return. Under load many writes share one
 * sync; alone, a write waits for its own. If a commit fails, every write waiting on it fails, and
 * so does every write after it: memory may now be ahead of the disk, and a store that cannot commit
 * what it acknowledges must not go on acknowledging.
 */
public final class DiskJournal implements Journal {

    private static final System.Logger LOG = System.getLogger(DiskJournal.class.getName());

    private final Connection connection;
    private final String where;
    private final List<Appended> queue = new ArrayList<>();
    private final ThreadLocal<Appended> lastAppended = new ThreadLocal<>();
    private final AtomicLong commits = new AtomicLong();
    private final AtomicLong entries = new AtomicLong();
    private final ErasuresOnDisk erasures = new ErasuresOnDisk();
    private final Thread writer;
    private volatile WriteNotCommittedException failure;
    private boolean closing;

    /** Journal entries appended together: one write's, committed (or lost) together. */
    private record Appended(List<JournalEntry> entries, CompletableFuture<Void> committed) {
    }

    DiskJournal(Connection connection, String where) {
        this.connection = connection;
        this.where = where;
        this.writer = new Thread(this::writeUntilClosed, "local-store-writer");
        writer.setDaemon(true);
    }

    /** Starts writing: before, the connection is the loader's. */
    void start() {
        writer.start();
    }

    @Override
    public void refuseIfFailed() {
        WriteNotCommittedException failed = failure;
        if (failed != null) {
            throw new WriteNotCommittedException(failed.getMessage(), failed);
        }
    }

    @Override
    public void append(List<JournalEntry> entries) {
        lastAppended.set(enqueue(entries));
    }

    @Override
    public void appendUnawaited(List<JournalEntry> entries) {
        try {
            enqueue(entries);
        } catch (RuntimeException notCommitted) {
            LOG.log(Level.WARNING, "not committed, finished again after the next start: " + entries);
        }
    }

    @Override
    public void awaitCommitted() {
        Appended last = lastAppended.get();
        if (last == null) {
            return;
        }
        lastAppended.remove();
        try {
            last.committed().join();
        } catch (CompletionException e) {
            throw new WriteNotCommittedException(e.getCause().getMessage(), e.getCause());
        }
    }

    /** How many transactions were committed: fewer than the writes under concurrency (group commit). */
    public long commits() {
        return commits.get();
    }

    /** How many writes were committed. */
    public long entries() {
        return entries.get();
    }

    /** Whether writes are still committed: false once a commit failed. */
    public boolean isWriting() {
        return failure == null;
    }

    private synchronized Appended enqueue(List<JournalEntry> entries) {
        refuseIfFailed();
        if (closing) {
            throw new IllegalStateException("the local store is closed");
        }
        Appended appended = new Appended(entries, new CompletableFuture<>());
        queue.add(appended);
        notifyAll();
        return appended;
    }

    private synchronized List<Appended> nextBatch() throws InterruptedException {
        while (queue.isEmpty() && !closing) {
            wait();
        }
        List<Appended> batch = List.copyOf(queue);
        queue.clear();
        return batch;
    }

    private void writeUntilClosed() {
        try (JournalEntryWriter writer = new JournalEntryWriter(connection)) {
            for (List<Appended> batch = nextBatch(); !batch.isEmpty(); batch = nextBatch()) {
                try {
                    for (Appended appended : batch) {
                        for (JournalEntry entry : appended.entries()) {
                            writer.write(entry);
                        }
                    }
                    connection.commit();
                } catch (SQLException | RuntimeException e) {
                    fail(batch, e);
                    return;
                }
                boolean erases = false;
                for (Appended appended : batch) {
                    erases |= erasures.erases(appended.entries()); // each looked at: it remembers the users deleted
                }
                if (erases) {
                    forgetOldPages();
                }
                commits.incrementAndGet();
                entries.addAndGet(batch.size());
                batch.forEach(appended -> appended.committed().complete(null));
            }
        } catch (SQLException | InterruptedException e) {
            fail(List.of(), e);
        }
    }

    /**
     * secure_delete overwrites deleted text in blog.db, but the write-ahead log still holds the
     * pages written before the delete until SQLite reuses them (and blog.db the pages a checkpoint
     * copied before it): a checkpoint that truncates the log takes them away. Before the answers,
     * so that an erasure answered has left the disk (and the files, whenever read, are a store that
     * opens whole); only an erasure pays for it, at the user's delete and at every delete of what
     * they wrote after it ({@link ErasuresOnDisk}), as a post's or comment's own delete is not asked
     * to reach that far. A busy checkpoint is only late: the next erasure's takes the pages too.
     */
    private void forgetOldPages() {
        try (var statement = connection.createStatement();
                var result = statement.executeQuery("PRAGMA wal_checkpoint(TRUNCATE)")) {
            // One row: busy (1 when it could not finish), the log's frames, the frames checkpointed.
            if (result.next() && result.getInt(1) != 0) {
                LOG.log(Level.WARNING, "the local store in " + where + " could not empty its log after an erasure (busy); "
                        + "the next erasure, or a clean stop, does");
            }
        } catch (SQLException e) {
            LOG.log(Level.WARNING, "the local store in " + where + " kept its log after a delete: " + e);
        }
    }

    /** Fails this batch and everything queued after it, and every write from now on. */
    private void fail(List<Appended> batch, Exception cause) {
        List<Appended> lost;
        synchronized (this) {
            failure = new WriteNotCommittedException("the local store in " + where + " could not write to disk: " + cause, cause);
            lost = new ArrayList<>(batch);
            lost.addAll(queue);
            queue.clear();
        }
        LOG.log(Level.ERROR, "The local store in " + where + " could not commit to disk (" + cause + "); every write is "
                + "refused from now on. Memory may be ahead of the disk: restart to serve what the disk holds", cause);
        try {
            connection.rollback();
        } catch (SQLException ignored) {
            // the transaction is gone either way
        }
        lost.forEach(appended -> appended.committed().completeExceptionally(failure));
    }

    /** Writes what is queued, then closes the connection (which checkpoints the log into blog.db). */
    void close() {
        synchronized (this) {
            closing = true;
            notifyAll();
        }
        if (writer.isAlive()) {
            try {
                writer.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        try {
            connection.close();
        } catch (SQLException e) {
            LOG.log(Level.WARNING, "closing the local store in " + where + ": " + e);
        }
    }
}
