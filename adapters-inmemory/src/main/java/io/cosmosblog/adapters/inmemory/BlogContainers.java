package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.adapters.inmemory.durable.Journal;
import io.cosmosblog.adapters.inmemory.durable.Row;
import io.cosmosblog.application.storage.AuthorNameCopies;
import io.cosmosblog.application.storage.DataModel;
import io.cosmosblog.application.storage.Posts;
import io.cosmosblog.application.storage.ProjectionDelivery;
import io.cosmosblog.application.storage.Reactions;
import io.cosmosblog.application.storage.StorageHealth;
import io.cosmosblog.application.storage.StoragePorts;
import io.cosmosblog.application.storage.metering.Partitions;
import io.cosmosblog.application.storage.metering.StorageMeter;
import io.cosmosblog.application.storage.plumbing.ContinuationScope;
import io.cosmosblog.application.storage.plumbing.ProjectionAttempts;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;

/**
 * The containers of one store, shaped like the chosen data model, and the ports on them. The
 * in-memory store and the local one share all of it: they differ only in their journal (none, or
 * the disk) and in what they do before serving (nothing, or load the disk).
 */
final class BlogContainers {

    /** As many physical partitions as the posts container gets on the service to begin with. */
    static final int PHYSICAL_PARTITIONS = 4;

    private static final int PROJECTION_LANES = 2;
    private static final int PROJECTION_ATTEMPTS = 5;

    final ChangeLog changes = new ChangeLog(PROJECTION_LANES);
    final Container<UserId, User> users;
    final Container<PostId, PostPartition> posts;
    final InMemoryParkedChanges parked;
    final Journal journal;
    private final DataModel model;
    private final StorageMeter meter;
    private final PostRanges ranges;
    // What the projections hear of: nothing where nothing is denormalized (V1).
    private final Consumer<Object> reported;
    // A user's post copies live beside the user in "users", as on Cosmos DB.
    private final Container<UserId, SummaryShelf> userPosts;
    private final Container<String, SummaryShelf> feed;

    BlogContainers(StorageMeter meter, Journal journal, DataModel model, int physicalPartitions) {
        this.meter = meter;
        this.journal = journal;
        this.model = model;
        reported = model.postsCarryNamesAndCounts() ? changes::changed : id -> { };
        users = Container.watched(Partitions.USERS, meter, User::revision, reported, journal,
                model.postsCarryNamesAndCounts() ? BlogContainers::userRows : (before, after) -> List.of(new Row.UserRow(after)));
        posts = Container.watched(Partitions.POSTS, meter, PostPartition::revision, reported, journal,
                (before, created) -> List.of(new Row.PostRow(created.post())));
        ranges = new PostRanges(physicalPartitions, posts, meter);
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

    /** Tells the projections a user or post (by id), or a name copy, changed; nothing where the model has nothing to project. */
    void report(Object id) {
        reported.accept(id);
    }

    /** A post just stored or read back: indexed in its physical partition where the model queries across them. */
    void postStored(Post post) {
        if (!model.keepsViews()) {
            ranges.add(post);
        }
    }

    /**
     * Every port on these containers. {@code userProjected} sees each user once projected;
     * {@code delivery} may wrap the projection delivery.
     */
    StoragePorts ports(Consumer<User> userProjected, UnaryOperator<ProjectionDelivery> delivery, StorageHealth health) {
        ProjectionAttempts attempts = new ProjectionAttempts(parked, PROJECTION_ATTEMPTS, Duration.ofMillis(10), Clock.systemUTC());
        boolean carried = model.postsCarryNamesAndCounts();
        Posts storedPosts = new InMemoryPosts(posts, journal, this::postStored);
        Reactions<Comment> comments = new InMemoryReactions<>(posts, reported, PostPartition::comments,
                ContinuationScope::commentsOn, carried);
        Reactions<Like> likes = new InMemoryReactions<>(posts, reported, PostPartition::likes, ContinuationScope::likesOn, carried);
        NormalizedReads reads = new NormalizedReads(posts, users);
        UnaryOperator<List<Post>> completed = carried ? UnaryOperator.identity() : reads::complete;
        return new StoragePorts(
                new InMemoryUsers(users),
                carried ? storedPosts : new NormalizedPosts(storedPosts, reads),
                carried ? comments : NormalizedReactions.comments(comments, reads),
                carried ? likes : NormalizedReactions.likes(likes, reads),
                model.keepsViews() ? new InMemoryUserPostsView(userPosts) : new QueriedUserPosts(ranges, completed),
                model.keepsViews() ? new InMemoryFeedView(feed) : new QueriedFeed(ranges, completed),
                carried ? new InMemoryAuthorNameCopies(posts) : nothingCarriesNames(),
                delivery.apply(new InMemoryProjectionDelivery(changes, users, posts, meter, attempts, userProjected,
                        model.keepsViews())),
                parked,
                health);
    }

    /** The normalized model (V1) copies no name anywhere: a rename has nothing to rewrite. */
    private static AuthorNameCopies nothingCarriesNames() {
        return user -> { };
    }
}
