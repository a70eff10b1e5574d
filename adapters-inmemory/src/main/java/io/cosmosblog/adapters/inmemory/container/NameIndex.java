package io.cosmosblog.adapters.inmemory.container;

import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.UserId;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Where each user's name is copied: the posts they wrote, commented on or liked, so that a rename
 * visits those post partitions and no other. Per user one compact set of the posts' own ids
 * ({@link PostSet}): 5 to 11 bytes for each post a user wrote or reacted on, nothing for a second
 * comment on the same post, and about 80 bytes per user. A deleted user's set goes with them. A
 * post deleted, or a reaction taken back, stays listed: a rename passes over a post that is gone
 * or carries nothing of theirs, at the cost of one lookup, which spares every delete a search of
 * every reacting user's set.
 */
public final class NameIndex {

    /** Indexes nothing: for V1, which copies no name. */
    public static final NameIndex NONE = new NameIndex(false);

    private final Map<UserId, PostSet> posts = new ConcurrentHashMap<>();
    private final boolean indexes;

    /** An index for a model that copies names (V2, V3). */
    public NameIndex() {
        this(true);
    }

    private NameIndex(boolean indexes) {
        this.indexes = indexes;
    }

    /** {@code user}'s name is on {@code post}: their post, or their comment or like on it. */
    public void add(UserId user, PostId post) {
        if (indexes) {
            posts.computeIfAbsent(user, named -> new PostSet()).add(post);
        }
    }

    /** {@code user} was deleted: no rename of theirs will come to look for their copies. */
    public void forget(UserId user) {
        posts.remove(user);
    }

    /** The posts that carry {@code user}'s name now. */
    public List<PostId> postsOf(UserId user) {
        PostSet named = posts.get(user);
        return named == null ? List.of() : named.toList();
    }
}
