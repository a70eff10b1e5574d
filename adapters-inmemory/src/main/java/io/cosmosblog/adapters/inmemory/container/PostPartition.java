package io.cosmosblog.adapters.inmemory.container;

import io.cosmosblog.application.port.ChangedMeanwhileException;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.Reaction;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * One post and everything on it, like one logical partition of the {@code posts} container:
 * every change to it happens under its lock, so counters and items never drift apart. Each change
 * hands the entries it changed to the journal under that same lock, as one unit: a reaction and the
 * post that counts it are committed together or not at all.
 */
public final class PostPartition {

    private final Journal journal;
    // Changed only under the lock; read without it, as a read needs one consistent version, not the lock.
    private volatile Post post;
    private final ReactionList<Comment> comments = new ReactionList<>(CompactComment::of);
    private final ReactionList<Like> likes = new ReactionList<>(CompactLike::of);
    // Set once, under the lock; read without it by the indexes and scans that skip deleted posts.
    private volatile boolean gone;

    public PostPartition(Post post, Journal journal) {
        this.post = post;
        this.journal = journal;
    }

    public ReactionList<Comment> comments() {
        return comments;
    }

    public ReactionList<Like> likes() {
        return likes;
    }

    public Post post() {
        return post;
    }

    public long revision() {
        return post.revision();
    }

    /** Whether the post was deleted: a partition still held by a reader or an index is passed over. */
    public boolean isGone() {
        return gone;
    }

    /** The post edited; empty when it was deleted meanwhile. */
    public synchronized Optional<Post> edit(Title title, PostContent content) {
        if (gone) {
            return Optional.empty();
        }
        post = post.edited(title, content);
        journal.append(new JournalEntry.PostStored(post));
        return Optional.of(post);
    }

    /** As {@link #edit}, only while {@code unchanged} holds of the post: checked and written under the one lock. */
    public synchronized Optional<Post> editIf(Predicate<Post> unchanged, Title title, PostContent content) {
        if (!gone && !unchanged.test(post)) {
            throw new ChangedMeanwhileException("post " + post.id().value() + " changed since it was read");
        }
        return edit(title, content);
    }

    /**
     * Deletes the post with everything on it, as one step journaled as one unit; answers what is
     * left to say of it, its revision past the post's as {@code asRead} reads it (a model may read
     * more on it than is stored); empty when it was deleted already. Its reactions are let go with the partition.
     */
    public synchronized Optional<DeletedPost> end(UnaryOperator<Post> asRead) {
        if (gone) {
            return Optional.empty();
        }
        DeletedPost deleted = asRead.apply(post).deleted();
        gone = true;
        journal.append(new JournalEntry.PostRemoved(deleted));
        return Optional.of(deleted);
    }

    /**
     * Stores the reaction and, as one step, counts it as {@code counting} says; false when it was
     * there already, empty when the post was deleted meanwhile.
     */
    public synchronized <T extends Reaction<T>> Optional<Boolean> add(ReactionList<T> kind, T reaction, Counting counting) {
        if (gone) {
            return Optional.empty();
        }
        int position = kind.add(reaction);
        if (position < 0) {
            return Optional.of(false);
        }
        JournalEntry entry = stored(reaction, position);
        counting.counted(post, reaction).ifPresentOrElse(counted -> {
            post = counted;
            journal.append(List.of(entry, new JournalEntry.PostStored(counted)));
        }, () -> journal.append(List.of(entry)));
        return Optional.of(true);
    }

    /**
     * Takes back the reaction with {@code identity} and, as one step, uncounts it as {@code
     * counting} says; false, changing nothing, when it is not here, empty when the post was deleted
     * meanwhile. The reaction's removal and the post it was counted on are journaled as one unit,
     * as its adding was.
     */
    public synchronized <T extends Reaction<T>> Optional<Boolean> remove(ReactionList<T> kind, String identity, Counting counting) {
        if (gone) {
            return Optional.empty();
        }
        ReactionList.TakenBack<T> removed = kind.remove(identity, post.id());
        if (removed == null) {
            return Optional.of(false);
        }
        JournalEntry takenBack = new JournalEntry.ReactionRemoved(removed.reaction(), removed.position());
        counting.uncounted(post, removed.reaction()).ifPresentOrElse(uncounted -> {
            post = uncounted;
            journal.append(List.of(takenBack, new JournalEntry.PostStored(uncounted)));
        }, () -> journal.append(List.of(takenBack)));
        return Optional.of(true);
    }

    /** How many reactions of this kind the post has: what a model that counts nothing on the post counts when it reads. */
    public synchronized int count(ReactionList<?> kind) {
        return kind.size();
    }

    /** Puts back a reaction read from disk, at its position {@code seq}, as counted already. */
    public synchronized <T extends Reaction<T>> void restore(ReactionList<T> kind, T reaction, int seq) {
        kind.restore(reaction, seq);
    }

    public synchronized <T extends Reaction<T>> Optional<T> find(ReactionList<T> kind, String identity) {
        return gone ? Optional.empty() : Optional.ofNullable(kind.find(identity, post.id()));
    }

    /** Up to {@code count} reactions from position {@code from}, and the position after them when more follow. */
    public synchronized <T extends Reaction<T>> ReactionList.Slice<T> slice(ReactionList<T> kind, int from, int count) {
        return gone ? new ReactionList.Slice<>(List.of(), Optional.empty()) : kind.slice(from, count, post.id());
    }

    /** Every reaction of this kind that {@code user} left here, oldest first: none on a deleted post. */
    public synchronized <T extends Reaction<T>> List<T> by(ReactionList<T> kind, UserId user) {
        return gone ? List.of() : kind.by(user, post.id());
    }

    /**
     * Writes the name of {@code user} on their post, comments and like here that carry a name of an
     * older revision of theirs, journaling every entry renamed as one unit. Their like is found by
     * its identity, their user: the likes of others are not read.
     */
    public synchronized void rename(User user) {
        if (gone) {
            return; // a deleted post carries no name any more
        }
        List<JournalEntry> renamed = new ArrayList<>();
        comments.rename(user, post.id(), (comment, position) -> renamed.add(stored(comment, position)));
        likes.rename(Like.identityOf(user.id()), user, post.id(), (like, position) -> renamed.add(stored(like, position)));
        if (post.carriesOlderNameOf(user)) {
            post = post.withNameOf(user);
            renamed.add(new JournalEntry.PostStored(post));
        }
        if (!renamed.isEmpty()) {
            journal.append(renamed);
        }
    }

    /** A comment or a like at {@code seq}, as the entry of its kind. */
    private static JournalEntry stored(Reaction<?> reaction, int seq) {
        if (reaction instanceof Comment comment) {
            return new JournalEntry.CommentStored(comment, seq);
        }
        if (reaction instanceof Like like) {
            return new JournalEntry.LikeStored(like, seq);
        }
        throw new IllegalArgumentException("no journal entry for " + reaction.getClass());
    }

    /**
     * What storing or taking back a reaction does to its post, in the same step, under the post
     * partition's lock: the model's own way of counting.
     */
    public interface Counting {

        /** Counted on the post: its counter and revision move with the reaction, as the port promises. */
        Counting ON_THE_POST = new Counting() {
            @Override
            public Optional<Post> counted(Post post, Reaction<?> reaction) {
                return Optional.of(reaction.countedOn(post));
            }

            @Override
            public Optional<Post> uncounted(Post post, Reaction<?> reaction) {
                return Optional.of(reaction.uncountedFrom(post));
            }
        };

        /** The post with {@code reaction} counted on it; empty where storing a reaction leaves the post as it is. */
        Optional<Post> counted(Post post, Reaction<?> reaction);

        /** The post with {@code reaction}, taken back, no longer counted on it; empty where the post stays as it is. */
        Optional<Post> uncounted(Post post, Reaction<?> reaction);
    }
}
