package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.adapters.inmemory.durable.Journal;
import io.cosmosblog.adapters.inmemory.durable.Row;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.Reaction;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.user.User;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One post and everything on it, like one logical partition of the {@code posts} container:
 * every change to it happens under its lock, so counters and items never drift apart. Each change
 * hands the rows it changed to the journal under that same lock, as one unit: a reaction and the
 * post that counts it are kept together or not at all.
 */
final class PostPartition {

    private final Journal journal;
    // Changed only under the lock; read without it, as a read needs one consistent version, not the lock.
    private volatile Post post;
    private final ReactionShelf<Comment> comments = new ReactionShelf<>(KeptComment::of);
    private final ReactionShelf<Like> likes = new ReactionShelf<>(KeptLike::of);

    PostPartition(Post post, Journal journal) {
        this.post = post;
        this.journal = journal;
    }

    ReactionShelf<Comment> comments() {
        return comments;
    }

    ReactionShelf<Like> likes() {
        return likes;
    }

    Post post() {
        return post;
    }

    long revision() {
        return post.revision();
    }

    synchronized Post edit(Title title, PostContent content) {
        post = post.edited(title, content);
        journal.append(new Row.PostRow(post));
        return post;
    }

    /** Stores the reaction and counts it on the post, as one step; false when it was there already. */
    synchronized <T extends Reaction<T>> boolean add(ReactionShelf<T> kind, T reaction) {
        int position = kind.add(reaction);
        if (position < 0) {
            return false;
        }
        post = reaction.countedOn(post);
        journal.append(List.of(Row.reaction(reaction, position), new Row.PostRow(post)));
        return true;
    }

    /**
     * Stores the reaction without counting it on the post (the normalized model counts when it
     * reads); false when it was there already.
     */
    synchronized <T extends Reaction<T>> boolean addUncounted(ReactionShelf<T> kind, T reaction) {
        int position = kind.add(reaction);
        if (position < 0) {
            return false;
        }
        journal.append(List.of(Row.reaction(reaction, position)));
        return true;
    }

    /** How many reactions of this kind the post has: what the normalized model counts when it reads. */
    synchronized int count(ReactionShelf<?> kind) {
        return kind.size();
    }

    /** Puts back a reaction read from disk, at the next position, as counted already. */
    synchronized <T extends Reaction<T>> void restore(ReactionShelf<T> kind, T reaction) {
        kind.add(reaction);
    }

    synchronized <T extends Reaction<T>> Optional<T> find(ReactionShelf<T> kind, String identity) {
        return Optional.ofNullable(kind.find(identity, post.id()));
    }

    /** Up to {@code count} reactions from position {@code from}, and the position after them when more follow. */
    synchronized <T extends Reaction<T>> Slice<T> slice(ReactionShelf<T> kind, int from, int count) {
        List<T> items = kind.slice(from, count, post.id());
        int next = from + items.size();
        return new Slice<>(items, next < kind.size() ? Optional.of(next) : Optional.empty());
    }

    record Slice<T>(List<T> items, Optional<Integer> next) {
    }

    /**
     * Writes the name of {@code user} on their post, comments and like here that carry a name of an
     * older revision of theirs, journaling every row renamed as one unit.
     */
    synchronized void rename(User user) {
        List<Row> renamed = new ArrayList<>();
        comments.rename(user, post.id(), (comment, position) -> renamed.add(Row.reaction(comment, position)));
        likes.rename(user, post.id(), (like, position) -> renamed.add(Row.reaction(like, position)));
        if (post.carriesOlderNameOf(user)) {
            post = post.withNameOf(user);
            renamed.add(new Row.PostRow(post));
        }
        if (!renamed.isEmpty()) {
            journal.append(renamed);
        }
    }
}
