package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.Reaction;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * One kind of reaction in a post's partition (its comments, or its likes), in arrival order so a
 * page can be addressed by position, at most one per identity: a comment's id, a like's user.
 * Used only under its partition's lock.
 */
final class Reactions<T extends Reaction<T>> {

    private final Function<T, Object> identity;
    private final UnaryOperator<Post> counted;
    private final Map<Object, T> byIdentity = new HashMap<>();
    private final List<Object> order = new ArrayList<>();

    Reactions(Function<T, Object> identity, UnaryOperator<Post> counted) {
        this.identity = identity;
        this.counted = counted;
    }

    /** False, changing nothing, when one with the same identity is there already. */
    boolean add(T reaction) {
        Object key = identity.apply(reaction);
        if (byIdentity.putIfAbsent(key, reaction) != null) {
            return false;
        }
        order.add(key);
        return true;
    }

    /** The post with this reaction counted. */
    Post countedOn(Post post) {
        return counted.apply(post);
    }

    T find(Object key) {
        return byIdentity.get(key);
    }

    List<T> slice(int from, int count) {
        int to = Math.min(order.size(), from + count);
        return from >= to ? List.of() : order.subList(from, to).stream().map(byIdentity::get).toList();
    }

    int size() {
        return order.size();
    }

    void rename(UserId user, Username name) {
        byIdentity.replaceAll((key, reaction) ->
                reaction.userId().equals(user) && !reaction.userUsername().equals(name) ? reaction.withAuthorName(name) : reaction);
    }
}
