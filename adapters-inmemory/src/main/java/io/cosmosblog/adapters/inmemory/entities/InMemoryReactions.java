package io.cosmosblog.adapters.inmemory.entities;

import io.cosmosblog.application.port.Likes;
import io.cosmosblog.application.port.Comments;
import io.cosmosblog.adapters.inmemory.container.Changes;
import io.cosmosblog.adapters.inmemory.container.LockedPartitions;
import io.cosmosblog.adapters.inmemory.container.NameIndex;
import io.cosmosblog.adapters.inmemory.container.PostPartition;
import io.cosmosblog.adapters.inmemory.container.PostPartition.Counting;
import io.cosmosblog.adapters.inmemory.container.ReactionList;
import io.cosmosblog.application.port.Page;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.Reactions;
import io.cosmosblog.application.port.plumbing.ContinuationScope;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Reaction;
import io.cosmosblog.domain.user.UserId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Comments or likes: each stored, and counted on its post (or as the model's own {@link Counting}
 * says), in one step under its post partition's lock; listed oldest first by position. Each new one's copy of its
 * author's name is indexed in {@code names} and reported to {@code changes}, for the projections to check.
 */
public class InMemoryReactions<T extends Reaction<T>> implements Reactions<T> {

    private final LockedPartitions<PostId, PostPartition> posts;
    private final NameIndex names;
    private final Changes changes;
    private final Function<PostPartition, ReactionList<T>> kind;
    private final Function<PostId, ContinuationScope> list;
    private final Counting counting;

    private InMemoryReactions(LockedPartitions<PostId, PostPartition> posts, NameIndex names, Changes changes,
            Function<PostPartition, ReactionList<T>> kind, Function<PostId, ContinuationScope> list, Counting counting) {
        this.posts = posts;
        this.names = names;
        this.changes = changes;
        this.kind = kind;
        this.list = list;
        this.counting = counting;
    }

    /**
     * Comments on the post partitions {@code posts}, counted on their post as each is stored, as the
     * port promises; each author's name indexed in {@code names}, each new copy of it reported to {@code changes}.
     */
    public static Comments comments(LockedPartitions<PostId, PostPartition> posts, NameIndex names, Changes changes) {
        return comments(posts, names, changes, Counting.ON_THE_POST);
    }

    /** As {@link #comments(LockedPartitions, NameIndex, Changes)}, counted as {@code counting}, the model's own way, says. */
    public static Comments comments(LockedPartitions<PostId, PostPartition> posts, NameIndex names, Changes changes,
            Counting counting) {
        return new OfComments(posts, names, changes, counting);
    }

    /** Likes, as {@link #comments(LockedPartitions, NameIndex, Changes)} are. */
    public static Likes likes(LockedPartitions<PostId, PostPartition> posts, NameIndex names, Changes changes) {
        return likes(posts, names, changes, Counting.ON_THE_POST);
    }

    /** Likes counted as {@code counting}, the model's own way, says. */
    public static Likes likes(LockedPartitions<PostId, PostPartition> posts, NameIndex names, Changes changes, Counting counting) {
        return new OfLikes(posts, names, changes, counting);
    }

    private static final class OfComments extends InMemoryReactions<Comment> implements Comments {
        OfComments(LockedPartitions<PostId, PostPartition> posts, NameIndex names, Changes changes, Counting counting) {
            super(posts, names, changes, PostPartition::comments, ContinuationScope::commentsOn, counting);
        }
    }

    private static final class OfLikes extends InMemoryReactions<Like> implements Likes {
        OfLikes(LockedPartitions<PostId, PostPartition> posts, NameIndex names, Changes changes, Counting counting) {
            super(posts, names, changes, PostPartition::likes, ContinuationScope::likesOn, counting);
        }
    }

    @Override
    public Added add(T reaction) {
        // Empty twice over: no such post, or one deleted before this write took its lock.
        Added added = posts.update(reaction.postId(), partition -> stored(partition, reaction)).flatMap(stored -> stored)
                .map(stored -> stored ? Added.ADDED : Added.ALREADY_THERE).orElse(Added.NO_SUCH_POST);
        if (added == Added.ADDED) {
            changes.nameCopied(reaction.userId(), reaction.userRevision());
        }
        return added;
    }

    @Override
    public Removed remove(PostId post, String identity) {
        return posts.takeOut(post, partition -> partition.remove(kind.apply(partition), identity, counting))
                .flatMap(removed -> removed)
                .map(removed -> removed ? Removed.REMOVED : Removed.NOT_THERE).orElse(Removed.NO_SUCH_POST);
    }

    /**
     * Stored and counted; its author's name indexed before its check is reported, so a rename run
     * by the check finds it. Under the partition's own lock (its methods lock it, and let this
     * thread in again), the author is named, checked and the reaction stored as one step: an
     * erasure that reads this partition sees the reaction, or the write sees the author erased.
     */
    private Optional<Boolean> stored(PostPartition partition, T reaction) {
        synchronized (partition) {
            names.add(reaction.userId(), partition.post().id());
            names.refuseIfErased(reaction.userId());
            return partition.add(kind.apply(partition), reaction, counting);
        }
    }

    @Override
    public Optional<T> find(PostId post, String identity) {
        return posts.read(post, partition -> partition.flatMap(p -> p.find(kind.apply(p), identity)));
    }

    /**
     * The posts the index of names lists for {@code user}, each read in its partition (under its
     * lock) for the reactions of this kind they left there: the cost grows with what the user
     * wrote or reacted on, not with the store. Collected first, then handed out, so the visitor
     * may take them back.
     */
    @Override
    public void forEachBy(UserId user, Consumer<T> visitor) {
        List<T> found = new ArrayList<>();
        for (PostId post : names.postsOf(user)) {
            found.addAll(posts.read(post, partition -> partition.map(p -> p.by(kind.apply(p), user)).orElse(List.of())));
        }
        found.forEach(visitor);
    }

    @Override
    public Page<T> on(PostId post, PageRequest request) {
        return posts.page(list.apply(post), post, request, (partition, start) -> partition
                .map(p -> p.slice(kind.apply(p), start.map(InMemoryReactions::position).orElse(0), request.limit()))
                .map(slice -> new Page<>(slice.items(), slice.next().map(String::valueOf)))
                .orElse(Page.last(List.of())));
    }

    private static int position(String handedOut) {
        try {
            int position = Integer.parseInt(handedOut);
            if (position >= 0) {
                return position;
            }
        } catch (NumberFormatException ignored) {
            // refused below
        }
        throw ContinuationScope.refused();
    }
}
