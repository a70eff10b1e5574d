package io.cosmosblog.adapters.inmemory.local;

import io.cosmosblog.application.port.DataModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/**
 * Finds the damaged rows of a data directory that a start refuses to load ({@link DamagedRows}),
 * and deletes them when asked, with no service running on it. Listing alone leaves the directory
 * as it was ({@link DataDirectoryReadOnly}); deleting opens it as a start does, an older schema
 * upgraded. Deleting, rather than skipping them at every start, leaves no text behind where nothing
 * reads it and so no erasure reaches it: the rows are overwritten ({@code secure_delete}) and the
 * write-ahead log emptied. A backup taken first keeps them.
 */
public final class Repair {

    /** The damaged rows found, and whether they were deleted. */
    public record Result(Path directory, List<DamagedRow> damaged, boolean deleted) {

        public Result {
            damaged = List.copyOf(damaged);
        }
    }

    private Repair() {
    }

    public static Result run(Path directory, boolean delete) {
        Path path = directory.toAbsolutePath().normalize();
        if (!Files.isRegularFile(path.resolve(DataDirectory.DATABASE))) {
            throw new DataDirectoryException(path, "holds no " + DataDirectory.DATABASE + ": nothing to repair");
        }
        if (!delete) {
            return new Result(path, DataDirectoryReadOnly.read(path, DamagedRows::in), false);
        }
        DataModel model = DiskStore.modelIn(path).orElseThrow();
        try (DataDirectory opened = DataDirectory.open(path, model); Connection connection = opened.connection()) {
            List<DamagedRow> damaged = DamagedRows.in(connection);
            if (damaged.isEmpty()) {
                connection.rollback();
                return new Result(path, damaged, false);
            }
            DamagedRowDeletion.delete(connection, damaged);
            connection.commit();
            connection.setAutoCommit(true);
            try (Statement statement = connection.createStatement()) {
                statement.execute("PRAGMA wal_checkpoint(TRUNCATE)"); // what was deleted leaves the log too
            }
            return new Result(path, damaged, true);
        } catch (SQLException e) {
            throw new DataDirectoryException(path, "has a " + DataDirectory.DATABASE + " that cannot be repaired: " + e.getMessage(), e);
        }
    }
}
