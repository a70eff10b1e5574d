package io.cosmosblog.adapters.inmemory.container;

import io.cosmosblog.application.port.ProjectionLag;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.IntStream;

/**
 * The containers' change feed, in process: which users and posts changed, in order per id, and which new
 * comments and likes carry a copy of a name ({@link NameCopy}). Like the Cosmos
 * change feed in "latest version" mode it holds ids, not versions, and a change to an id that is
 * still waiting merges with it: the projection reads the latest version when its turn comes. A
 * deleted post has no latest version to read, so what is left to say of it waits here, beside its
 * id, until its removal is delivered (as the service's "all versions and deletes" mode carries it).
 */
public final class InProcessChangeFeed implements Changes {

    private static final int LANES = 2;

    private final List<BlockingQueue<Object>> lanes;
    // Each waiting id, with when it started waiting.
    private final Map<Object, Long> waiting = new ConcurrentHashMap<>();
    private final AtomicLong unprojected = new AtomicLong();
    private final Map<PostId, DeletedPost> removals = new ConcurrentHashMap<>();

    /** The change feed of a model that copies: what the projections owe the views. */
    public InProcessChangeFeed() {
        lanes = IntStream.range(0, LANES).<BlockingQueue<Object>>mapToObj(i -> new LinkedBlockingQueue<>()).toList();
    }

    @Override
    public void changed(Object id) {
        if (waiting.putIfAbsent(id, System.nanoTime()) == null) {
            unprojected.incrementAndGet();
            // One lane per id, served by one thread: changes to one id are projected in order.
            lanes.get(Math.floorMod(id.hashCode(), lanes.size())).add(id);
        }
    }

    /** Kept before the id is queued, so the delivery that takes the id finds it. */
    @Override
    public void removed(DeletedPost post) {
        removals.put(post.id(), post);
        changed(post.id());
    }

    /** What is left to say of {@code post}, deleted, until its removal was delivered. */
    public Optional<DeletedPost> removal(PostId post) {
        return Optional.ofNullable(removals.get(post));
    }

    /** The removal was delivered (or parked): nothing more is owed for it. */
    public void removalDone(DeletedPost post) {
        removals.remove(post.id(), post);
    }

    @Override
    public void nameCopied(UserId user, long revision) {
        changed(new NameCopy(user, revision));
    }

    /** A new name waits here until projected; its pending entry has a restart report it again. */
    @Override
    public List<JournalEntry> userEntries(User before, User after) {
        if (before != null && !before.username().equals(after.username())) {
            return List.of(new JournalEntry.UserStored(after), new JournalEntry.RenamePending(after.id(), after.revision()));
        }
        return List.of(new JournalEntry.UserStored(after));
    }

    public int laneCount() {
        return lanes.size();
    }

    /** The next changed id in a lane; from here on a new change to it is recorded again. */
    public Object next(int lane) throws InterruptedException {
        Object id = lanes.get(lane).take();
        waiting.remove(id);
        return id;
    }

    public void projected() {
        unprojected.decrementAndGet();
    }

    /** Ids of {@code kinds} waiting to be projected, and how long the oldest of them has waited. */
    public ProjectionLag lag(String processor, Class<?>... kinds) {
        long now = System.nanoTime();
        long[] pending = {0};
        long[] oldest = {now};
        waiting.forEach((id, since) -> {
            if (Arrays.stream(kinds).anyMatch(kind -> kind.isInstance(id))) {
                pending[0]++;
                oldest[0] = Math.min(oldest[0], since);
            }
        });
        return new ProjectionLag(processor, pending[0], Duration.ofNanos(now - oldest[0]));
    }

    public boolean isCaughtUp() {
        return unprojected.get() == 0;
    }
}
