package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.domain.post.Reaction;
import io.cosmosblog.domain.user.User;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ObjIntConsumer;

/**
 * One kind of reaction in a post's partition (its comments, or its likes), in arrival order so a
 * page can be addressed by position, at most one per {@link Reaction#identity()}. Used only under
 * its partition's lock. A reaction's position is what the local store keeps as its {@code seq}.
 */
final class ReactionShelf<T extends Reaction<T>> {

    private final Map<String, T> byIdentity = new HashMap<>();
    private final List<String> order = new ArrayList<>();

    /** Its position; -1, changing nothing, when one with the same identity is there already. */
    int add(T reaction) {
        String key = reaction.identity();
        if (byIdentity.putIfAbsent(key, reaction) != null) {
            return -1;
        }
        order.add(key);
        return order.size() - 1;
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

    /**
     * Writes the name of {@code user} on their reactions here that carry an older one, handing
     * each one renamed, with its position, to {@code renamed}.
     */
    void rename(User user, ObjIntConsumer<T> renamed) {
        for (int position = 0; position < order.size(); position++) {
            String key = order.get(position);
            T reaction = byIdentity.get(key);
            if (reaction.carriesOlderNameOf(user)) {
                T changed = reaction.withNameOf(user);
                byIdentity.put(key, changed);
                renamed.accept(changed, position);
            }
        }
    }
}
