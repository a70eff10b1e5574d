package io.cosmosblog.adapters.inmemory.copy;

import io.cosmosblog.adapters.inmemory.InMemoryStorage;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.copy.CopyBlog;
import io.cosmosblog.application.copy.CopyResult;
import io.cosmosblog.application.projection.Projections;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.Username;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A blog copied between storages and data models answers the same for every user, post, list and
 * the feed; a second run writes nothing; an interrupted run finishes when run again.
 */
class CopyBlogTest {

    private static final Duration WAIT = Duration.ofSeconds(10);
    private static final CopyBlog.Progress QUIET = new CopyBlog.Progress() {
        @Override
        public void usersCopied(long users, long posts) {
        }

        @Override
        public void postCopied(long items) {
        }
    };

    private static CopyResult copy(StoragePorts source, StoragePorts target, int threads) throws InterruptedException {
        return new CopyBlog(source, target, threads, Runnable::run).copy(QUIET);
    }

    @TempDir
    Path directory;

    /** Every kind of item: a renamed user, an edited post, comments, likes, a post with none. */
    static List<Post> fill(StoragePorts blog) {
        User ann = Samples.user("ann");
        User bob = Samples.user("bob");
        blog.users().add(ann);
        blog.users().add(bob);
        List<Post> posts = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            Post post = Samples.post(i % 3 == 0 ? bob : ann, "post " + i);
            blog.posts().add(post);
            posts.add(post);
            for (int c = 0; c < i % 4; c++) {
                blog.comments().add(Samples.comment(post, c % 2 == 0 ? ann : bob, "comment " + c + " on " + i));
            }
            if (i % 2 == 0) {
                blog.likes().add(Samples.like(post, ann));
                blog.likes().add(Samples.like(post, bob));
            }
        }
        blog.posts().edit(posts.get(1).id(), new Title("post 1, edited"), new PostContent("Edited."));
        User renamed = ann.renamedTo(new Username("Ann Lovelace"));
        blog.users().replace(ann, renamed);
        return posts;
    }

    private static StoragePorts started(StoragePorts ports) {
        ports.projectionDelivery().start(new Projections(ports.users(), ports.authorNames(), ports.userPosts(), ports.feed()));
        return ports;
    }

    private static void caughtUp(StoragePorts ports) {
        assertThat(ports.projectionDelivery().awaitCaughtUp(WAIT)).isTrue();
    }

    @ParameterizedTest(name = "{0} to {1}")
    @CsvSource({"V3, V3", "V1, V3", "V3, V1", "V2, V3", "V3, V2", "V1, V2"})
    void the_copy_answers_the_same_for_every_user_post_list_and_the_feed(DataModel fromModel, DataModel toModel)
            throws InterruptedException {
        StoragePorts source = started(new InMemoryStorage(new StorageMeter(), fromModel).ports());
        List<Post> posts = fill(source);
        caughtUp(source);
        StoragePorts target = new InMemoryStorage(new StorageMeter(), toModel).ports();

        CopyResult result = copy(source, target, 3);

        assertThat(result.differences()).isEmpty();
        assertThat(result.isVerified()).isTrue();
        assertThat(result.items()).isEqualTo(2 + 12 + 18 + 12);
        started(target);
        caughtUp(target);
        for (Post post : posts) {
            assertThat(target.posts().find(post.id()).map(Post::summary).map(CopyBlogTest::shown))
                    .isEqualTo(source.posts().find(post.id()).map(Post::summary).map(CopyBlogTest::shown));
            assertThat(target.comments().on(post.id(), PageRequest.first(100)).items().stream().map(Comment::content).toList())
                    .isEqualTo(source.comments().on(post.id(), PageRequest.first(100)).items().stream().map(Comment::content)
                            .toList());
            assertThat(target.users().find(post.userId())).isEqualTo(source.users().find(post.userId()));
            assertThat(shown(target.userPosts().postsOf(post.userId(), PageRequest.first(100)).items()))
                    .isEqualTo(shown(source.userPosts().postsOf(post.userId(), PageRequest.first(100)).items()));
        }
        assertThat(shown(target.feed().latest(100))).isEqualTo(shown(source.feed().latest(100)));
    }

    @Test
    void a_second_run_on_a_complete_copy_writes_nothing_and_an_interrupted_one_finishes_when_run_again() throws Exception {
        StoragePorts source = started(new InMemoryStorage(new StorageMeter(), DataModel.V3).ports());
        fill(source);
        caughtUp(source);
        try (InMemoryStorage local = InMemoryStorage.onDisk(directory, new StorageMeter(), DataModel.V1)) {
            StoragePorts interrupted = Interrupting.after(20, local.ports());
            assertThat(org.assertj.core.api.Assertions.catchThrowable(() -> copy(source, interrupted, 2)))
                    .isInstanceOf(Interrupting.Stopped.class);
        }
        try (InMemoryStorage local = InMemoryStorage.onDisk(directory, new StorageMeter(), DataModel.V1)) {
            CopyResult finished = copy(source, local.ports(), 2);
            assertThat(finished.isVerified()).isTrue();
            assertThat(finished.written()).isPositive().isLessThan(finished.items());

            CopyResult again = copy(source, local.ports(), 2);

            assertThat(again.isVerified()).isTrue();
            assertThat(again.written()).isZero();
        }
    }

    /** What a reader sees of a short post: everything but the revision, which counts changes the way each model stores them. */
    private static List<Object> shown(PostSummary s) {
        return List.of(s.postId(), s.userId(), s.userUsername(), s.title(), s.content(), s.commentCount(), s.likeCount(),
                s.creationDate());
    }

    private static List<List<Object>> shown(List<PostSummary> summaries) {
        return summaries.stream().map(CopyBlogTest::shown).toList();
    }
}
