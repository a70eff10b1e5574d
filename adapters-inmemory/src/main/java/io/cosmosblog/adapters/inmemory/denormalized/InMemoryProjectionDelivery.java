package io.cosmosblog.adapters.inmemory.denormalized;

import io.cosmosblog.adapters.inmemory.container.BlogContainers;
import io.cosmosblog.adapters.inmemory.container.InProcessChangeFeed;
import io.cosmosblog.adapters.inmemory.container.LockedPartitions;
import io.cosmosblog.adapters.inmemory.container.NameCopy;
import io.cosmosblog.adapters.inmemory.container.PostPartition;
import io.cosmosblog.application.port.ChangeProjection;
import io.cosmosblog.application.port.ChangedEntity;
import io.cosmosblog.application.port.ProjectionDelivery;
import io.cosmosblog.application.port.ProjectionLag;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.application.port.plumbing.ProjectionAttempts;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.lang.System.Logger.Level;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;

/**
 * One thread per lane of the change feed feeds the projections; a change that keeps failing is
 * parked. Each user projected is handed to {@code userProjected} (the local store notes a rename
 * finished); each changed post, to {@code changedPost}, the model's way of projecting a post, and
 * so each deleted one: a post id whose post is gone delivers the removal the change feed kept.
 */
public final class InMemoryProjectionDelivery implements ProjectionDelivery {

    private static final System.Logger LOG = System.getLogger(InMemoryProjectionDelivery.class.getName());
    private static final int ATTEMPTS = 5;

    private final InProcessChangeFeed changeFeed;
    private final LockedPartitions<UserId, User> users;
    private final LockedPartitions<PostId, PostPartition> posts;
    private final StorageMeter meter;
    private final ProjectionAttempts attempts;
    private final Consumer<User> userProjected;
    private final ChangedPostDelivery changedPost;
    private final List<Thread> workers = new ArrayList<>();
    private volatile ChangeProjection projections;

    public InMemoryProjectionDelivery(InProcessChangeFeed changeFeed, BlogContainers containers, ChangedPostDelivery changedPost,
            Consumer<User> userProjected) {
        this.changeFeed = changeFeed;
        this.users = containers.users();
        this.posts = containers.posts();
        this.meter = containers.meter();
        this.attempts = new ProjectionAttempts(containers.parked(), ATTEMPTS, Duration.ofMillis(10), Clock.systemUTC());
        this.userProjected = userProjected;
        this.changedPost = changedPost;
    }

    @Override
    public synchronized void start(ChangeProjection projections) {
        if (this.projections != null) {
            throw new IllegalStateException("projections are delivered already");
        }
        this.projections = projections;
        for (int lane = 0; lane < changeFeed.laneCount(); lane++) {
            int served = lane;
            Thread worker = new Thread(() -> serve(served), "projections-" + lane);
            worker.setDaemon(true);
            worker.start();
            workers.add(worker);
        }
    }

    private void serve(int lane) {
        try {
            while (!Thread.currentThread().isInterrupted()) {
                Object id = changeFeed.next(lane);
                try {
                    project(id);
                } finally {
                    changeFeed.projected();
                }
            }
        } catch (InterruptedException stopped) {
            Thread.currentThread().interrupt();
        }
    }

    /** Tried a few times, then parked so the lane moves on; a stop leaves it unprojected, as on a stopped change feed. */
    private void project(Object id) {
        // A name copy set aside is replayed as its user: the rename runs again, which is what it checks for.
        ChangedEntity change = id instanceof NameCopy copy ? ChangedEntity.ofUser(copy.user())
                : id instanceof UserId ? ChangedEntity.ofUser(id) : ChangedEntity.ofPost(id);
        List<DeletedPost> removalTried = new ArrayList<>(1);
        if (!attempts.project(change, () -> meter.background(() -> deliver(id, removalTried::add)))) {
            // A removal parked (or stopped) is not kept for ever: a replay finds no post, and rests.
            removalTried.forEach(changeFeed::removalDone);
        }
    }

    /** {@code removalTried} hears of each removal about to be delivered. */
    private void deliver(Object id, Consumer<DeletedPost> removalTried) {
        if (id instanceof UserId user) {
            users.latest(user).ifPresent(latest -> {
                projections.userChanged(latest);
                userProjected.accept(latest);
            });
        } else if (id instanceof PostId post) {
            posts.latest(post).filter(partition -> !partition.isGone()).map(PostPartition::post).ifPresentOrElse(
                    latest -> changedPost.deliver(projections, latest),
                    () -> changeFeed.removal(post).ifPresent(deleted -> {
                        removalTried.accept(deleted);
                        changedPost.removed(projections, deleted);
                        changeFeed.removalDone(deleted);
                    }));
        } else if (id instanceof NameCopy copy) {
            projections.nameCopied(copy.user(), copy.revision());
        }
    }

    @Override
    public boolean awaitCaughtUp(Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!changeFeed.isCaughtUp()) {
            if (System.nanoTime() > deadline) {
                return false;
            }
            LockSupport.parkNanos(Duration.ofMillis(1).toNanos());
        }
        return true;
    }

    @Override
    public List<ProjectionLag> lag() {
        return List.of(changeFeed.lag("users", UserId.class), changeFeed.lag("posts", PostId.class, NameCopy.class));
    }

    @Override
    public long parkedSinceStart() {
        return attempts.parkedSinceStart();
    }

    @Override
    public synchronized void stop(Duration timeout) {
        if (projections != null && !awaitCaughtUp(timeout)) {
            LOG.log(Level.WARNING, "stopping with changes not yet projected");
        }
        workers.forEach(Thread::interrupt);
        workers.clear();
    }

    /** What the projections are handed of a post that changed, or was deleted: what a changed post means to the model. */
    public interface ChangedPostDelivery {

        void deliver(ChangeProjection projections, Post latest);

        /** Delivered after every change of the post. */
        void removed(ChangeProjection projections, DeletedPost post);
    }
}
