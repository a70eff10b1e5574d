package io.cosmosblog.adapters.inmemory.container;

import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Reaction;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.ObjIntConsumer;

/**
 * One kind of reaction in a post's partition (its comments, or its likes), in arrival order so a
 * page can be addressed by position, at most one per {@link Reaction#identity()}. Used only under
 * its partition's lock. A reaction's position is what the local store writes as its {@code seq}.
 * Reactions are held compact ({@link CompactReaction}) and rebuilt when read. One taken back
 * leaves its position empty: the others keep theirs, so their rows on disk and the continuations
 * handed out stay right. Empty positions at the end are given up, so a like given and taken back
 * again and again, the last one, takes the same position each time instead of a new one.
 */
public final class ReactionList<T extends Reaction<T>> {

    private final Function<T, CompactReaction<T>> compact;
    private final List<CompactReaction<T>> order = new ArrayList<>(0);
    private final PositionIndex positions = new PositionIndex();
    private int live;

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
        live++;
        return order.size() - 1;
    }

    /** Puts back a reaction read from disk at its position {@code seq}; positions skipped were taken back. */
    void restore(T reaction, int seq) {
        while (order.size() < seq) {
            order.add(null);
        }
        if (order.size() > seq || add(reaction) < 0) {
            throw new IllegalStateException("two reactions at position " + seq + " or with identity " + reaction.identity());
        }
    }

    /** Takes back the one with {@code identity}: it, at its position (now empty); null, changing nothing, when it is not here. */
    TakenBack<T> remove(String identity, PostId post) {
        int position = positions.find(identity, this::identityAt);
        if (position < 0) {
            return null;
        }
        T removed = order.get(position).on(post);
        positions.remove(identity, this::identityAt);
        order.set(position, null);
        while (!order.isEmpty() && order.get(order.size() - 1) == null) {
            order.remove(order.size() - 1);
        }
        live--;
        return new TakenBack<>(removed, position);
    }

    /** Up to a page of reactions, and the position of the next one when one follows. */
    public record Slice<T>(List<T> items, Optional<Integer> next) {
    }

    /** A reaction taken back, and the position it leaves empty. */
    record TakenBack<T>(T reaction, int position) {
    }

    T find(String identity, PostId post) {
        int position = positions.find(identity, this::identityAt);
        return position < 0 ? null : order.get(position).on(post);
    }

    /** Up to {@code count} reactions from position {@code from}, and the position of the next one when one follows. */
    Slice<T> slice(int from, int count, PostId post) {
        List<T> items = new ArrayList<>(Math.min(count, live));
        int position = from;
        for (; position < order.size() && items.size() < count; position++) {
            if (order.get(position) != null) {
                items.add(order.get(position).on(post));
            }
        }
        while (position < order.size() && order.get(position) == null) {
            position++;
        }
        return new Slice<>(items, position < order.size() ? Optional.of(position) : Optional.empty());
    }

    /** Every one {@code user} left here, oldest first: a walk over the list, as nothing indexes them by user. */
    List<T> by(UserId user, PostId post) {
        List<T> found = new ArrayList<>(0);
        for (CompactReaction<T> reaction : order) {
            if (reaction != null && reaction.user().equals(user)) {
                found.add(reaction.on(post));
            }
        }
        return found;
    }

    /** How many are here (not counting those taken back). */
    int size() {
        return live;
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
        if (order.get(position) != null && order.get(position).carriesOlderNameOf(user)) {
            T changed = order.get(position).on(post).withNameOf(user);
            order.set(position, compact.apply(changed));
            renamed.accept(changed, position);
        }
    }

    private String identityAt(int position) {
        return order.get(position).identity();
    }
}
