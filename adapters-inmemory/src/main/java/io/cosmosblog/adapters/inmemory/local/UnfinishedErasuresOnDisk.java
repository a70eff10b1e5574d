package io.cosmosblog.adapters.inmemory.local;

import io.cosmosblog.adapters.inmemory.container.Journal;
import io.cosmosblog.adapters.inmemory.container.JournalEntry;
import io.cosmosblog.application.port.UnfinishedErasures;
import io.cosmosblog.domain.user.UserId;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * Erasure marks in blog.db, committed through the journal like every write: a mark is on disk
 * before the erasure's first pass, and goes in the commit after its last.
 */
final class UnfinishedErasuresOnDisk implements UnfinishedErasures {

    private final List<UserId> atStart;
    private final Journal journal;

    private UnfinishedErasuresOnDisk(List<UserId> atStart, Journal journal) {
        this.atStart = List.copyOf(atStart);
        this.journal = journal;
    }

    static UnfinishedErasuresOnDisk read(Connection connection, Journal journal) throws SQLException {
        List<UserId> found = new ArrayList<>();
        try (Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT user_id FROM " + Schema.ERASURES)) {
            while (rows.next()) {
                found.add(new UserId(rows.getString(1)));
            }
        }
        return new UnfinishedErasuresOnDisk(found, journal);
    }

    @Override
    public void begun(UserId user) {
        journal.append(new JournalEntry.ErasureBegun(user));
        journal.awaitCommitted();
    }

    @Override
    public void finished(UserId user) {
        journal.append(new JournalEntry.ErasureFinished(user));
        journal.awaitCommitted();
    }

    @Override
    public List<UserId> atStart() {
        return atStart;
    }
}
