package io.cosmosblog.adapters.inmemory.container;

import io.cosmosblog.application.port.UserGoneException;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.UserId;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * Where each user wrote: the posts they wrote, commented on or liked, so that a rename visits
 * those post partitions and no other (V2, V3), and an erasure finds what to delete by reading them
 * rather than the whole store (every model). Per user one compact set of the posts' own ids
 * ({@link PostSet}): 5 to 11 bytes for each post a user wrote or reacted on, nothing for a second
 * comment on the same post, and about 80 bytes per user. A post deleted, or a reaction taken back,
 * stays listed: a reader passes over a post that is gone or carries nothing of theirs, at the cost
 * of one lookup, which spares every delete a search of every reacting user's set.
 *
 * <p>A deleted user is marked erased, and their set kept, for {@link #MARKS_KEPT} after the delete,
 * however many users are erased meanwhile: a write of theirs that a request authenticated before
 * the delete is refused, and the erasure's pass after the delete still finds what was stored
 * meanwhile. By time, not by count: an erasure's passes and the writes racing it take seconds.
 */
public final class NameIndex {

    /** Far longer than an erasure's passes and the writes authenticated before it may take. */
    static final Duration MARKS_KEPT = Duration.ofHours(1);

    private record Mark(UserId user, Instant at) {
    }

    private final Map<UserId, PostSet> posts = new ConcurrentHashMap<>();
    private final Map<UserId, Instant> erased = new ConcurrentHashMap<>();
    private final Queue<Mark> erasedInOrder = new ConcurrentLinkedQueue<>();
    private final Clock clock;

    public NameIndex() {
        this(Clock.systemUTC());
    }

    NameIndex(Clock clock) {
        this.clock = clock;
    }

    /** {@code user}'s name is on {@code post}: their post, or their comment or like on it. */
    public void add(UserId user, PostId post) {
        posts.computeIfAbsent(user, named -> new PostSet()).add(post);
    }

    /** {@code user} was deleted: from now on nothing of theirs may be stored. */
    public void erased(UserId user) {
        Instant now = clock.instant();
        erased.put(user, now);
        erasedInOrder.add(new Mark(user, now));
        forgetMarksOlderThan(now.minus(MARKS_KEPT));
    }

    private void forgetMarksOlderThan(Instant oldest) {
        for (Mark mark = erasedInOrder.peek(); mark != null && mark.at().isBefore(oldest); mark = erasedInOrder.peek()) {
            if (erasedInOrder.remove(mark) && erased.remove(mark.user(), mark.at())) { // not erased or stored again since
                posts.remove(mark.user());
            }
        }
    }

    /** {@code user} is stored again under the same id (only a copy does that): their writes are taken again. */
    public void storedAgain(UserId user) {
        erased.remove(user);
    }

    /** Whether {@code user} was deleted within {@link #MARKS_KEPT}. */
    public boolean isErased(UserId user) {
        return erased.containsKey(user);
    }

    /**
     * Refuses a write by a user deleted meanwhile (a request that authenticated just before). Called
     * after {@link #add}: an erasure that listed {@code user}'s posts without this one had marked
     * them erased first, so the check sees it.
     */
    public void refuseIfErased(UserId user) {
        if (isErased(user)) {
            throw new UserGoneException("user " + user + " was deleted; nothing of theirs is stored any more");
        }
    }

    /** The posts that carry {@code user}'s name now. */
    public List<PostId> postsOf(UserId user) {
        PostSet named = posts.get(user);
        return named == null ? List.of() : named.toList();
    }
}
