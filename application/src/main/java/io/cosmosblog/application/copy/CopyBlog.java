package io.cosmosblog.application.copy;

import io.cosmosblog.application.projection.Projections;
import io.cosmosblog.application.port.IdTakenException;
import io.cosmosblog.application.port.Reactions;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Reaction;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * Copies a blog from one storage to another, and from one data model to another, through the
 * ports both sides serve the blog with: every user as stored (their tokens keep working), every
 * post as it was before its comments and likes were counted, then its comments and its likes,
 * oldest first, each counted on it again as it is added. A user brought back to the source's
 * name has every copy of the name on the target brought along ({@link BroughtBack}). Ids are the source's, so it is safe to
 * run again and to interrupt: what the target holds already is passed over (a user or post that
 * differs is brought to the source's version), and a second run on a complete copy writes
 * nothing. Posts are copied several at once, each post's reactions in order. The target ends as
 * the source: what it holds and the source no longer does (deleted or erased there since an
 * earlier run) is deleted from it through its own ports, as a delete or an erasure would (its
 * comments and likes, then its posts, each taken out of the views, then its users with their
 * tokens). Then it verifies ({@link CopyVerification}).
 */
public final class CopyBlog {

    /** Reactions stored in one step: a transactional batch holds 100 operations, one of them the post's count. */
    static final int STEP = 99;

    /** Told as the copy goes, for a progress bar. */
    public interface Progress {
        /** The users are copied; {@code posts} follow. */
        void usersCopied(long users, long posts);

        /** One more post copied or found copied, with its comments and likes: {@code items} in all. */
        void postCopied(long items);

        /** Everything is copied; the verification begins. */
        default void verifying() {
        }
    }

    private final StoragePorts from;
    private final StoragePorts to;
    private final Consumer<Runnable> eachStep;
    private final int threads;
    private final CopiedKind users = new CopiedKind("users");
    private final CopiedKind posts = new CopiedKind("posts");
    private final CopiedKind comments = new CopiedKind("comments");
    private final CopiedKind likes = new CopiedKind("likes");
    private final VerificationSample samples = new VerificationSample();

    /**
     * Each step of the copy (the users, the scan of the posts, each post with its reactions) runs
     * on its thread through {@code eachStep}, so that the caller can measure what it cost.
     */
    public CopyBlog(StoragePorts from, StoragePorts to, int threads, Consumer<Runnable> eachStep) {
        if (threads < 1) {
            throw new IllegalArgumentException("a copy takes one thread or more");
        }
        this.from = from;
        this.to = to;
        this.threads = threads;
        this.eachStep = eachStep;
    }

    public CopyResult copy(Progress progress) throws InterruptedException {
        metered(() -> from.users().forEach(user -> {
            samples.offer(user);
            RetryWhileBusy.run(() -> {
                StepCounts step = new StepCounts();
                copyUser(user, step);
                return step;
            }).addToKinds();
        }));
        progress.usersCopied(users.inSource(), from.posts().count());
        copyPosts(progress);
        metered(this::takeBackPosts);
        metered(this::takeBackUsers);
        progress.verifying();
        users.foundOnTarget(count(to));
        posts.foundOnTarget(to.posts().count());
        return new CopyVerification(from, to).verify(List.of(users, posts, comments, likes), samples);
    }

    /**
     * The target's posts the source no longer holds, deleted with their comments and likes and
     * taken out of the views at once: a store whose projections do not run during a copy (Cosmos
     * DB, whose views the copy then rebuilds from what is left) would otherwise keep their copies.
     * Collected first: a store's listing need not hold still while its items are deleted.
     */
    private void takeBackPosts() {
        List<PostId> gone = new ArrayList<>();
        to.posts().forEach(post -> {
            if (from.posts().find(post.id()).isEmpty()) {
                gone.add(post.id());
            }
        });
        Projections views = new Projections(to.users(), to.authorNames(), to.userPosts(), to.feed());
        for (PostId id : gone) {
            RetryWhileBusy.run(() -> to.posts().remove(id)).ifPresent(deleted -> {
                RetryWhileBusy.run(() -> {
                    views.postRemoved(deleted);
                    return deleted;
                });
                posts.tookBack();
            });
        }
    }

    /**
     * The target's users the source no longer holds (erased there), deleted with their tokens.
     * What they wrote is gone already: their comments and likes with the reconciled reactions of
     * every post, their posts with {@link #takeBackPosts}.
     */
    private void takeBackUsers() {
        List<UserId> gone = new ArrayList<>();
        to.users().forEach(user -> {
            if (from.users().find(user.id()).isEmpty()) {
                gone.add(user.id());
            }
        });
        for (UserId id : gone) {
            if (RetryWhileBusy.run(() -> to.users().remove(id))) {
                users.tookBack();
            }
        }
    }

    private void metered(Runnable work) {
        eachStep.accept(work);
    }

    private static long count(StoragePorts side) {
        long[] n = {0};
        side.users().forEach(user -> n[0]++);
        return n[0];
    }

    private void copyUser(User user, StepCounts step) {
        step.read(users);
        try {
            to.users().add(user);
            step.wrote(users);
        } catch (IdTakenException e) {
            User stored = to.users().find(user.id()).orElseThrow(() -> e);
            if (stored.equals(user) || BroughtBack.already(stored, user)) {
                step.foundThere(users);
            } else {
                User brought = BroughtBack.onto(stored, user);
                to.users().replace(stored, brought);
                if (!stored.username().equals(brought.username())) {
                    // Now, not by the projections: on Cosmos DB they start after the copy, past this change.
                    to.authorNames().rewrite(brought);
                }
                step.wrote(users);
            }
        }
    }

    /** Several posts at once, at most a few waiting per thread, so a scan of millions holds only a few in memory. */
    private void copyPosts(Progress progress) throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(threads, runnable -> {
            Thread thread = new Thread(runnable, "copy");
            thread.setDaemon(true);
            return thread;
        });
        Semaphore waiting = new Semaphore(threads * 4);
        AtomicReference<RuntimeException> failure = new AtomicReference<>();
        try {
            metered(() -> from.posts().forEach(post -> {
                if (failure.get() != null) {
                    throw failure.get(); // ends the scan: the run stops at the first post it could not copy
                }
                samples.offer(post);
                waiting.acquireUninterruptibly();
                pool.execute(() -> {
                    try {
                        StepCounts[] counted = {null};
                        metered(() -> counted[0] = RetryWhileBusy.run(() -> copyPost(post)));
                        counted[0].addToKinds();
                        progress.postCopied(counted[0].read());
                    } catch (RuntimeException e) {
                        failure.compareAndSet(null, e);
                    } finally {
                        waiting.release();
                    }
                });
            }));
        } finally {
            pool.shutdown();
            pool.awaitTermination(Long.MAX_VALUE, TimeUnit.DAYS);
        }
        if (failure.get() != null) {
            throw failure.get();
        }
    }

    /** The post, then its comments and likes; answers what it counted. */
    private StepCounts copyPost(Post post) {
        StepCounts step = new StepCounts();
        step.read(posts);
        try {
            to.posts().add(post.beforeReactions());
            step.wrote(posts);
        } catch (IdTakenException e) {
            Post stored = to.posts().find(post.id()).orElseThrow(() -> e);
            if (stored.title().equals(post.title()) && stored.content().equals(post.content())) {
                step.foundThere(posts);
            } else {
                to.posts().edit(post.id(), post.title(), post.content());
                step.wrote(posts);
            }
        }
        copyReactions(from.comments(), to.comments(), post.id(), comments, step);
        copyReactions(from.likes(), to.likes(), post.id(), likes, step);
        return step;
    }

    /**
     * The reactions the target lacks, in the source's order, a step of {@link #STEP} at a time
     * through {@link Reactions#addAll} (on Cosmos DB one transactional batch each); what a step
     * could not store, because one of them got there meanwhile, one by one. Then the target's
     * reactions the source no longer holds (taken back there) are taken back, each uncounted.
     */
    private static <T extends Reaction<T>> void copyReactions(Reactions<T> source, Reactions<T> target, PostId post,
            CopiedKind kind, StepCounts step) {
        Set<String> there = new HashSet<>();
        EveryReaction.on(target, post, reaction -> there.add(reaction.identity()));
        List<T> missing = new ArrayList<>();
        EveryReaction.on(source, post, reaction -> {
            step.read(kind);
            if (there.remove(reaction.identity())) {
                step.foundThere(kind);
                return;
            }
            missing.add(reaction);
            if (missing.size() == STEP) {
                store(target, post, missing, kind, step);
            }
        });
        store(target, post, missing, kind, step);
        for (String extra : there) {
            if (target.remove(post, extra) == Reactions.Removed.REMOVED) {
                step.tookBack(kind);
            }
        }
    }

    private static <T extends Reaction<T>> void store(Reactions<T> target, PostId post, List<T> missing, CopiedKind kind,
            StepCounts step) {
        int stored = missing.isEmpty() ? 0 : target.addAll(post, List.copyOf(missing));
        for (int i = 0; i < missing.size(); i++) {
            if (i < stored) {
                step.wrote(kind);
                continue;
            }
            switch (target.add(missing.get(i))) {
                case ADDED -> step.wrote(kind);
                case ALREADY_THERE -> step.foundThere(kind);
                case NO_SUCH_POST -> throw new IllegalStateException("post " + post.value() + " vanished from the target while "
                        + "its " + kind.name() + " were copied");
            }
        }
        missing.clear();
    }
}
