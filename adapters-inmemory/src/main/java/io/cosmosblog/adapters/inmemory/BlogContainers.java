package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.adapters.inmemory.durable.Journal;
import io.cosmosblog.adapters.inmemory.durable.Row;
import io.cosmosblog.application.storage.ContinuationScope;
import io.cosmosblog.application.storage.Partitions;
import io.cosmosblog.application.storage.ProjectionAttempts;
import io.cosmosblog.application.storage.ProjectionDelivery;
import io.cosmosblog.application.storage.StorageHealth;
import io.cosmosblog.application.storage.StorageMeter;
import io.cosmosblog.application.storage.StoragePorts;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;

/**
 * The containers of one store, shaped like the article's V3 model, and the ports on them. The
 * in-memory store and the local one share all of it: they differ only in their journal (none, or
 * the disk) and in what they do before serving (nothing, or load the disk).
 */
final class BlogContainers {

    private static final int PROJECTION_LANES = 2;
    private static final int PROJECTION_ATTEMPTS = 5;

    final ChangeLog changes = new ChangeLog(PROJECTION_LANES);
    final Container<UserId, User> users;
    final Container<PostId, PostPartition> posts;
    final InMemoryParkedChanges parked;
    final Journal journal;
    private final StorageMeter meter;
    // A user's post copies live beside the user in "users", as on Cosmos DB.
    private final Container<UserId, SummaryShelf> userPosts;
    private final Container<String, SummaryShelf> feed;

    BlogContainers(StorageMeter meter, Journal journal) {
        this.meter = meter;
        this.journal = journal;
        users = Container.watched(Partitions.USERS, meter, User::revision, changes, journal, BlogContainers::userRows);
        posts = Container.watched(Partitions.POSTS, meter, PostPartition::revision, changes, journal,
                (before, created) -> List.of(new Row.PostRow(created.post())));
        userPosts = Container.view(Partitions.USERS, meter);
        feed = Container.view(Partitions.FEED, meter);
        parked = new InMemoryParkedChanges(journal);
    }

    /** A user's row; with a new name, also the rename still to project, in the same transaction. */
    private static List<Row> userRows(User before, User after) {
        if (before != null && !before.username().equals(after.username())) {
            return List.of(new Row.UserRow(after), new Row.RenamePending(after.id(), after.revision()));
        }
        return List.of(new Row.UserRow(after));
    }

    /**
     * Every port on these containers. {@code userProjected} sees each user once projected;
     * {@code delivery} may wrap the projection delivery.
     */
    StoragePorts ports(Consumer<User> userProjected, UnaryOperator<ProjectionDelivery> delivery, StorageHealth health) {
        ProjectionAttempts attempts = new ProjectionAttempts(parked, PROJECTION_ATTEMPTS, Duration.ofMillis(10), Clock.systemUTC());
        return new StoragePorts(
                new InMemoryUsers(users),
                new InMemoryPosts(posts, journal),
                new InMemoryReactions<>(posts, changes, PostPartition::comments, ContinuationScope::commentsOn),
                new InMemoryReactions<>(posts, changes, PostPartition::likes, ContinuationScope::likesOn),
                new InMemoryUserPostsView(userPosts),
                new InMemoryFeedView(feed),
                new InMemoryAuthorNameCopies(posts),
                delivery.apply(new InMemoryProjectionDelivery(changes, users, posts, meter, attempts, userProjected)),
                parked,
                health);
    }
}
