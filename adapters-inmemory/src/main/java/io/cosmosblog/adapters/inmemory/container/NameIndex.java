package io.cosmosblog.adapters.inmemory.container;

import io.cosmosblog.application.port.UserGoneException;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.UserId;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Where each user wrote: the posts they wrote, commented on or liked, so that a rename visits
 * those post partitions and no other (V2, V3), and an erasure finds what to delete by reading them
 * rather than the whole store (every model). Per user one compact set of the posts' own ids
 * ({@link PostSet}): 5 to 11 bytes for each post a user wrote or reacted on, nothing for a second
 * comment on the same post, and about 80 bytes per user. A post deleted, or a reaction taken back,
 * stays listed: a reader passes over a post that is gone or carries nothing of theirs, at the cost
 * of one lookup, which spares every delete a search of every reacting user's set.
 *
 * <p>A deleted user is marked erased, and their set kept, for the latest {@value #ERASURES_KEPT}
 * deletes: a write of theirs that a request authenticated before the delete is refused, and the
 * erasure's pass after the delete still finds what was stored meanwhile.
 */
public final class NameIndex {

    static final int ERASURES_KEPT = 10_000;

    private final Map<UserId, PostSet> posts = new ConcurrentHashMap<>();
    private final Set<UserId> erased = ConcurrentHashMap.newKeySet();
    private final Queue<UserId> erasedInOrder = new ConcurrentLinkedQueue<>();
    private final AtomicInteger erasedKept = new AtomicInteger();

    /** {@code user}'s name is on {@code post}: their post, or their comment or like on it. */
    public void add(UserId user, PostId post) {
        posts.computeIfAbsent(user, named -> new PostSet()).add(post);
    }

    /** {@code user} was deleted: from now on nothing of theirs may be stored. */
    public void erased(UserId user) {
        if (erased.add(user)) {
            erasedInOrder.add(user);
            if (erasedKept.incrementAndGet() > ERASURES_KEPT) {
                UserId oldest = erasedInOrder.poll();
                if (oldest != null) {
                    erasedKept.decrementAndGet();
                    if (erased.remove(oldest)) { // not stored again since
                        posts.remove(oldest);
                    }
                }
            }
        }
    }

    /** {@code user} is stored again under the same id (only a copy does that): their writes are taken again. */
    public void storedAgain(UserId user) {
        erased.remove(user);
    }

    /** Whether {@code user} was deleted, among the latest deletes. */
    public boolean isErased(UserId user) {
        return erased.contains(user);
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
