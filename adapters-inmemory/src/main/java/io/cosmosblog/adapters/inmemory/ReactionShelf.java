package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.domain.post.Reaction;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One kind of reaction in a post's partition (its comments, or its likes), in arrival order so a
 * page can be addressed by position, at most one per {@link Reaction#identity()}. Used only under
 * its partition's lock.
 */
final class ReactionShelf<T extends Reaction<T>> {

    private final Map<String, T> byIdentity = new HashMap<>();
    private final List<String> order = new ArrayList<>();

    /** False, changing nothing, when one with the same identity is there already. */
    boolean add(T reaction) {
        String key = reaction.identity();
        if (byIdentity.putIfAbsent(key, reaction) != null) {
            return false;
        }
        order.add(key);
        return true;
    }

    T find(String identity) {
        return byIdentity.get(identity);
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
