package io.cosmosblog.adapters.inmemory.local;

import io.cosmosblog.application.port.ParkedChange;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Every row a start would refuse, found in one read: the rows that cannot be read, the comments
 * and likes whose post was not read (missing, or damaged itself), and what a damaged user wrote.
 * A user's row is deleted with their posts, comments, likes and pending rename, as an erasure
 * deletes them: left behind, they would name a user nobody can erase any more.
 */
final class DamagedRows implements StoreReader.Visitor {

    private final List<DamagedRow> damaged = new ArrayList<>();
    private final Set<String> damagedUsers = new HashSet<>();
    private final Set<String> posts = new HashSet<>();

    private DamagedRows() {
    }

    /** The damaged rows of the store {@code connection} reads, in the order a repair deletes them. */
    static List<DamagedRow> in(Connection connection) throws SQLException {
        DamagedRows found = new DamagedRows();
        StoreReader.read(connection, found, found::unreadable);
        return List.copyOf(found.damaged);
    }

    /** Users come first: their damaged rows are known before anything they wrote is read. */
    private void unreadable(DamagedRow row) {
        damaged.add(row);
        if (row.isUser() && row.keyValues().get(0) != null) {
            damagedUsers.add(row.keyValues().get(0));
        }
    }

    private boolean byDamagedUser(UserId user) {
        return damagedUsers.contains(user.value());
    }

    @Override
    public void user(User user) {
    }

    @Override
    public void post(Post post) {
        if (byDamagedUser(post.userId())) {
            damaged.add(DamagedRow.byDamagedUser(post)); // not read: its reactions go with it
        } else {
            posts.add(post.id().value());
        }
    }

    @Override
    public void comment(Comment comment, int seq) {
        if (!posts.contains(comment.postId().value())) {
            damaged.add(DamagedRow.withoutPost(comment));
        } else if (byDamagedUser(comment.userId())) {
            damaged.add(DamagedRow.byDamagedUser(comment));
        }
    }

    @Override
    public void like(Like like, int seq) {
        if (!posts.contains(like.postId().value())) {
            damaged.add(DamagedRow.withoutPost(like));
        } else if (byDamagedUser(like.userId())) {
            damaged.add(DamagedRow.byDamagedUser(like));
        }
    }

    @Override
    public void pendingRename(UserId user) {
        if (byDamagedUser(user)) {
            damaged.add(DamagedRow.renameOfDamagedUser(user.value()));
        }
    }

    @Override
    public void parked(ParkedChange parked) {
    }
}
