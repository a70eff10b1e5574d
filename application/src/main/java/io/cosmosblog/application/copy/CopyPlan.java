package io.cosmosblog.application.copy;

import io.cosmosblog.application.port.Reactions;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Reaction;
import io.cosmosblog.domain.user.User;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * What a copy would do to its target, found by reading both sides and writing neither, as
 * {@link CopyBlog} decides it: a user the target lacks is added, one that differs is changed; a
 * post is changed when its title or content differs; a reaction is added or deleted by its
 * identity; what the target holds and the source does not is deleted, a post with its comments
 * and likes. What a refused copy would lose, and what {@code --dry-run} shows.
 */
public final class CopyPlan {

    private final PlannedKind users = new PlannedKind("users");
    private final PlannedKind posts = new PlannedKind("posts");
    private final PlannedKind comments = new PlannedKind("comments");
    private final PlannedKind likes = new PlannedKind("likes");

    private CopyPlan() {
    }

    public static CopyPlan of(StoragePorts from, StoragePorts to) {
        CopyPlan plan = new CopyPlan();
        from.users().forEach(user -> plan.user(user, to.users().find(user.id())));
        to.users().forEach(user -> {
            if (from.users().find(user.id()).isEmpty()) {
                plan.users.delete(user.id().value());
            }
        });
        from.posts().forEach(post -> plan.post(from, to, post));
        to.posts().forEach(post -> {
            if (from.posts().find(post.id()).isEmpty()) {
                plan.posts.delete(post.id().value());
                EveryReaction.on(to.comments(), post.id(), comment -> plan.comments.delete(post.id().value() + "/" + comment.identity()));
                EveryReaction.on(to.likes(), post.id(), like -> plan.likes.delete(post.id().value() + "/" + like.identity()));
            }
        });
        return plan;
    }

    private void user(User user, Optional<User> there) {
        if (there.isEmpty()) {
            users.add(user.id().value());
        } else if (!there.get().equals(user) && !BroughtBack.already(there.get(), user)) {
            users.change(user.id().value());
        }
    }

    private void post(StoragePorts from, StoragePorts to, Post post) {
        Optional<Post> there = to.posts().find(post.id());
        if (there.isEmpty()) {
            posts.add(post.id().value());
        } else if (!there.get().title().equals(post.title()) || !there.get().content().equals(post.content())) {
            posts.change(post.id().value());
        }
        reactions(from.comments(), to.comments(), post.id(), comments);
        reactions(from.likes(), to.likes(), post.id(), likes);
    }

    private static <T extends Reaction<T>> void reactions(Reactions<T> source, Reactions<T> target, PostId post, PlannedKind kind) {
        Set<String> there = new HashSet<>();
        EveryReaction.on(target, post, reaction -> there.add(reaction.identity()));
        EveryReaction.on(source, post, reaction -> {
            if (!there.remove(reaction.identity())) {
                kind.add(post.value() + "/" + reaction.identity());
            }
        });
        there.forEach(identity -> kind.delete(post.value() + "/" + identity));
    }

    public List<PlannedKind> kinds() {
        return List.of(users, posts, comments, likes);
    }

    /** Whether the copy would delete or change anything on the target: what the target would lose. */
    public boolean losesAnything() {
        return kinds().stream().anyMatch(kind -> kind.deletes() + kind.changes() > 0);
    }

    /** "2 users, 5 posts, 1 comment and 0 likes": each kind's count of what {@code count} picks. */
    public String counts(Function<PlannedKind, Long> count) {
        List<String> each = kinds().stream().map(kind -> count.apply(kind) + " " + (count.apply(kind) == 1
                ? kind.name().substring(0, kind.name().length() - 1) : kind.name())).toList();
        return String.join(", ", each.subList(0, 3)) + " and " + each.get(3);
    }
}
