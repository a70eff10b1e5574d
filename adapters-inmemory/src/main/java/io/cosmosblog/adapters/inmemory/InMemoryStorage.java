package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.storage.BlogStorage;
import io.cosmosblog.application.storage.ContinuationScope;
import io.cosmosblog.application.storage.Partitions;
import io.cosmosblog.application.storage.ProjectionAttempts;
import io.cosmosblog.application.storage.StorageMeter;
import io.cosmosblog.application.storage.StoragePorts;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.time.Clock;
import java.time.Duration;

/**
 * Every storage port in memory, on containers shaped like the article's V3 model: the embedded
 * default and the tests' workhorse.
 */
public final class InMemoryStorage implements BlogStorage {

    private static final int PROJECTION_LANES = 2;
    private static final int PROJECTION_ATTEMPTS = 5;

    private final StoragePorts ports;

    public InMemoryStorage(StorageMeter meter) {
        ChangeLog changes = new ChangeLog(PROJECTION_LANES);
        Container<UserId, User> users = Container.watched(Partitions.USERS, meter, User::revision, changes);
        Container<PostId, PostPartition> posts = Container.watched(Partitions.POSTS, meter, PostPartition::revision, changes);
        // A user's post copies live beside the user in "users", as on Cosmos DB.
        Container<UserId, SummaryShelf> userPosts = Container.view(Partitions.USERS, meter);
        Container<String, SummaryShelf> feed = Container.view(Partitions.FEED, meter);
        AuthorIndex authors = new AuthorIndex();
        InMemoryParkedChanges parked = new InMemoryParkedChanges();
        ProjectionAttempts attempts = new ProjectionAttempts(parked, PROJECTION_ATTEMPTS, Duration.ofMillis(10), Clock.systemUTC());
        ports = new StoragePorts(
                new InMemoryUsers(users),
                new InMemoryPosts(posts, authors),
                new InMemoryReactions<>(posts, authors, PostPartition::comments, ContinuationScope::commentsOn),
                new InMemoryReactions<>(posts, authors, PostPartition::likes, ContinuationScope::likesOn),
                new InMemoryUserPostsView(userPosts),
                new InMemoryFeedView(feed),
                new InMemoryAuthorNameCopies(posts, authors),
                new InMemoryProjectionDelivery(changes, users, posts, meter, attempts),
                parked,
                () -> true); // memory is always ready
    }

    @Override
    public StoragePorts ports() {
        return ports;
    }

    /** Nothing to release but the projection threads, which the projection delivery's stop ends. */
    @Override
    public void close() {
    }
}
