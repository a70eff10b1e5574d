package io.cosmosblog.adapters.inmemory.container;

import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Reaction;
import io.cosmosblog.domain.user.User;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.ObjIntConsumer;

/**
 * One kind of reaction in a post's partition (its comments, or its likes), in arrival order so a
 * page can be addressed by position, at most one per {@link Reaction#identity()}. Used only under
 * its partition's lock. A reaction's position is what the local store writes as its {@code seq}.
 * Reactions are held compact ({@link CompactReaction}) and rebuilt when read.
 */
public final class ReactionList<T extends Reaction<T>> {

    private final Function<T, CompactReaction<T>> compact;
    private final List<CompactReaction<T>> order = new ArrayList<>(0);
    private final PositionIndex positions = new PositionIndex();

    ReactionList(Function<T, CompactReaction<T>> compact) {
        this.compact = compact;
    }

    /** Its position; -1, changing nothing, when one with the same identity is there already. */
    int add(T reaction) {
        String identity = reaction.identity();
        if (positions.find(identity, this::identityAt) >= 0) {
            return -1;
        }
        order.add(compact.apply(reaction));
        positions.add(identity, order.size() - 1, this::identityAt);
        return order.size() - 1;
    }

    T find(String identity, PostId post) {
        int position = positions.find(identity, this::identityAt);
        return position < 0 ? null : order.get(position).on(post);
    }

    List<T> slice(int from, int count, PostId post) {
        int to = Math.min(order.size(), from + count);
        return from >= to ? List.of() : order.subList(from, to).stream().map(compacted -> compacted.on(post)).toList();
    }

    int size() {
        return order.size();
    }

    /**
     * Writes the name of {@code user} on their reactions here that carry an older one, handing
     * each one renamed, with its position, to {@code renamed}. An identity never changes with a name.
     */
    void rename(User user, PostId post, ObjIntConsumer<T> renamed) {
        for (int position = 0; position < order.size(); position++) {
            renameAt(position, user, post, renamed);
        }
    }

    /** As {@link #rename(User, PostId, ObjIntConsumer)}, for the one reaction known by {@code identity}, if it is here. */
    void rename(String identity, User user, PostId post, ObjIntConsumer<T> renamed) {
        int position = positions.find(identity, this::identityAt);
        if (position >= 0) {
            renameAt(position, user, post, renamed);
        }
    }

    private void renameAt(int position, User user, PostId post, ObjIntConsumer<T> renamed) {
        if (order.get(position).carriesOlderNameOf(user)) {
            T changed = order.get(position).on(post).withNameOf(user);
            order.set(position, compact.apply(changed));
            renamed.accept(changed, position);
        }
    }

    private String identityAt(int position) {
        return order.get(position).identity();
    }
}
