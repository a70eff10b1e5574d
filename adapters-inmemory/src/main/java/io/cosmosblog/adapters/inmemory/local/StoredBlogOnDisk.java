package io.cosmosblog.adapters.inmemory.local;

import io.cosmosblog.application.port.BlogIdentity;
import io.cosmosblog.application.port.StoredBlog;
import io.cosmosblog.domain.shared.Identifier;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The local store's identity, four rows of {@code meta} in {@code blog.db} ({@code blog_id},
 * {@code copied_from}, {@code copy_finished}, {@code own_writes}): the id is made when the store is
 * opened for writing and has none (a new store, or one older than the id). Read and written on a
 * connection of its own, in one transaction each: the write-ahead log lets it beside the journal's
 * writer, and it is written only at a start and around a copy, by compare-and-set.
 */
public final class StoredBlogOnDisk implements StoredBlog {

    private final Path database;

    StoredBlogOnDisk(Path database) {
        this.database = database;
    }

    /** On the writer's connection while the store opens: the id made when missing (committed by the caller's autocommit). */
    static void claim(Connection connection) throws SQLException {
        if (read(connection).isEmpty()) {
            write(connection, BlogIdentity.made(Identifier.random()));
        }
    }

    @Override
    public Optional<BlogIdentity> read() {
        try (Connection connection = Sqlite.openReadOnly(database)) {
            return read(connection);
        } catch (SQLException e) {
            throw failed(e);
        }
    }

    @Override
    public BlogIdentity claim() {
        return read().orElseThrow(() -> new IllegalStateException("the store in " + database.getParent() + " has no blog id, "
                + "made when it opened"));
    }

    /** In one transaction that holds the write lock from its start: nothing changes between the compare and the set. */
    @Override
    public boolean replace(BlogIdentity expected, BlogIdentity changed) {
        expected.sameBlog(changed);
        try (Connection connection = Sqlite.openImmediate(database)) {
            connection.setAutoCommit(false);
            try {
                if (!read(connection).filter(expected::equals).isPresent()) {
                    connection.rollback();
                    return false;
                }
                write(connection, changed);
                connection.commit();
                return true;
            } catch (SQLException | RuntimeException e) {
                connection.rollback();
                throw e;
            }
        } catch (SQLException e) {
            throw failed(e);
        }
    }

    static Optional<BlogIdentity> read(Connection connection) throws SQLException {
        Map<String, String> meta = new HashMap<>();
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT key, value FROM meta WHERE key IN ('blog_id', 'copied_from', 'copy_finished', 'own_writes')");
                ResultSet rows = select.executeQuery()) {
            while (rows.next()) {
                meta.put(rows.getString(1), rows.getString(2));
            }
        }
        if (!meta.containsKey("blog_id")) {
            return Optional.empty();
        }
        return Optional.of(new BlogIdentity(meta.get("blog_id"), Optional.ofNullable(meta.get("copied_from")),
                "true".equals(meta.get("copy_finished")), !"false".equals(meta.get("own_writes"))));
    }

    private static void write(Connection connection, BlogIdentity identity) throws SQLException {
        try (PreparedStatement upsert = connection.prepareStatement("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)");
                PreparedStatement delete = connection.prepareStatement("DELETE FROM meta WHERE key = 'copied_from'")) {
            put(upsert, "blog_id", identity.blog());
            put(upsert, "copy_finished", String.valueOf(identity.copyFinished()));
            put(upsert, "own_writes", String.valueOf(identity.ownWrites()));
            if (identity.copiedFrom().isPresent()) {
                put(upsert, "copied_from", identity.copiedFrom().get());
            } else {
                delete.executeUpdate();
            }
        }
    }

    private static void put(PreparedStatement upsert, String key, String value) throws SQLException {
        upsert.setString(1, key);
        upsert.setString(2, value);
        upsert.executeUpdate();
    }

    private IllegalStateException failed(SQLException e) {
        return new IllegalStateException("the blog id of the store in " + database.getParent() + " cannot be read or written: "
                + e.getMessage(), e);
    }
}
