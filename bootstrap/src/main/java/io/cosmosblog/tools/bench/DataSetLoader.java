package io.cosmosblog.tools.bench;

import io.cosmosblog.application.port.Likes;
import io.cosmosblog.application.port.Comments;
import io.cosmosblog.application.posts.WritePost;
import io.cosmosblog.application.port.Reactions;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.users.Actor;
import io.cosmosblog.application.users.IssuedToken;
import io.cosmosblog.application.users.RegisterUser;
import io.cosmosblog.tools.bench.DataSet.Member;
import io.cosmosblog.bootstrap.console.Plural;
import io.cosmosblog.bootstrap.console.Progress;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.CommentContent;
import io.cosmosblog.domain.post.CommentId;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Reaction;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.user.Username;
import java.io.PrintStream;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.IntStream;

/**
 * Loads an article-shaped data set: users and posts through the use cases, each post's comments
 * and likes stored together through {@link Reactions#addAll}, as {@code copy} stores them (on
 * Cosmos DB a transactional batch of up to 99, created and counted on the post at once), so every
 * copy and counter is made the way production makes it. The same seed gives the same shape.
 */
final class DataSetLoader {

    private static final int STEP = 99;

    private final RegisterUser registerUser;
    private final WritePost writePost;
    private final Comments comments;
    private final Likes likes;
    private final PrintStream out;

    DataSetLoader(RegisterUser registerUser, WritePost writePost, StoragePorts ports, PrintStream out) {
        this.registerUser = registerUser;
        this.writePost = writePost;
        this.comments = ports.comments();
        this.likes = ports.likes();
        this.out = out;
    }

    DataSet load(int userCount, long seed, int threads) throws Exception {
        long start = System.nanoTime();
        List<Member> members = IntStream.range(0, userCount)
                .mapToObj(i -> {
                    IssuedToken r = registerUser.register(Username.given("user" + i));
                    return new Member(r.user(), r.token().value());
                })
                .toList();
        Progress progress = new Progress(out, "loading " + Plural.of(userCount, "user"), userCount);
        List<List<PostId>> postsPerThread = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<List<PostId>>> work = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int first = t;
                SplittableRandom random = new SplittableRandom(seed + t);
                work.add(pool.submit(() -> loadEvery(members, first, threads, random, progress)));
            }
            for (Future<List<PostId>> done : work) {
                postsPerThread.add(done.get());
            }
        } finally {
            pool.shutdownNow();
        }
        List<PostId> posts = postsPerThread.stream().flatMap(List::stream).toList();
        return new DataSet(members, posts, progress.items() + userCount, Duration.ofNanos(System.nanoTime() - start));
    }

    private List<PostId> loadEvery(List<Member> members, int first, int step, SplittableRandom random, Progress progress) {
        List<PostId> written = new ArrayList<>();
        for (int i = first; i < members.size(); i += step) {
            Member author = members.get(i);
            int posts = ArticleShape.ARTICLE.postsFor(random);
            long items = 0;
            for (int p = 0; p < posts; p++) {
                Post post = writePost.write(Actor.atAnUnknownTime(author.user()), Title.given("Post " + p + " by " + author.user().username()),
                        PostContent.given(text(random, 300 + random.nextInt(1500))), Optional.empty());
                written.add(post.id());
                items += 1 + comment(post, members, random) + like(post, members, random);
            }
            progress.step(items);
        }
        return written;
    }

    private int comment(Post post, List<Member> members, SplittableRandom random) {
        int count = ArticleShape.ARTICLE.commentsFor(random);
        List<Comment> written = new ArrayList<>();
        for (int c = 0; c < count; c++) {
            Member commenter = members.get(random.nextInt(members.size()));
            written.add(Comment.by(commenter.user(), CommentId.generate(), post.id(),
                    CommentContent.given(text(random, 20 + random.nextInt(200))), Instant.now()));
        }
        storeAll(comments, post.id(), written);
        return count;
    }

    private int like(Post post, List<Member> members, SplittableRandom random) {
        int count = ArticleShape.ARTICLE.likesFor(random, members.size());
        List<Like> written = new ArrayList<>();
        for (int liker : distinct(random, members.size(), count)) {
            written.add(Like.by(members.get(liker).user(), post.id(), Instant.now()));
        }
        storeAll(likes, post.id(), written);
        return count;
    }

    /** Together, a step of 99 at a time; what a step could not store (none here: every one is new), one by one. */
    private static <T extends Reaction<T>> void storeAll(Reactions<T> reactions, PostId post, List<T> all) {
        for (int from = 0; from < all.size(); from += STEP) {
            List<T> step = all.subList(from, Math.min(all.size(), from + STEP));
            int stored = reactions.addAll(post, step);
            step.subList(stored, step.size()).forEach(reactions::add);
        }
    }

    private static List<Integer> distinct(SplittableRandom random, int bound, int count) {
        if (count * 2 > bound) {
            List<Integer> all = new ArrayList<>(IntStream.range(0, bound).boxed().toList());
            Collections.shuffle(all, new java.util.Random(random.nextLong()));
            return all.subList(0, count);
        }
        java.util.Set<Integer> picked = new java.util.LinkedHashSet<>();
        while (picked.size() < count) {
            picked.add(random.nextInt(bound));
        }
        return new ArrayList<>(picked);
    }

    private static final String WORDS = "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor "
            + "incididunt ut labore et dolore magna aliqua cosmos partition denormalize feed post comment like ";

    private static String text(SplittableRandom random, int length) {
        int from = random.nextInt(WORDS.length() / 2);
        StringBuilder text = new StringBuilder(length);
        while (text.length() < length) {
            text.append(WORDS, from, WORDS.length());
            from = 0;
        }
        return text.substring(0, length).strip();
    }
}
