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
 * comment on the same post, and about 80 bytes per user. Nothing removes a post, comment or like,
 * so nothing leaves it.
 */
public final class NameIndex {

    private final Map<UserId, PostSet> posts = new ConcurrentHashMap<>();

    /** {@code user}'s name is on {@code post}: their post, or their comment or like on it. */
    public void add(UserId user, PostId post) {
        posts.computeIfAbsent(user, named -> new PostSet()).add(post);
    }

    /** The posts that carry {@code user}'s name now. */
    public List<PostId> postsOf(UserId user) {
        PostSet named = posts.get(user);
        return named == null ? List.of() : named.toList();
    }
}
