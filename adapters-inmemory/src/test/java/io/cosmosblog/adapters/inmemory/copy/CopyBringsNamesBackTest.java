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
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.Username;
import java.time.Duration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A copy that brings a user back to the source's name brings every copy of the name on the target
 * along: a blog copied to a spare, its user renamed, the spare copied back, answers the old name
 * for the user, the post and the user's posts alike, and a second run writes nothing.
 */
class CopyBringsNamesBackTest {

    private static final Duration WAIT = Duration.ofSeconds(10);
    private static final CopyBlog.Progress QUIET = new CopyBlog.Progress() {
        @Override
        public void usersCopied(long users, long posts) {
        }

        @Override
        public void postCopied(long items) {
        }
    };

    private static CopyResult copy(StoragePorts source, StoragePorts target) throws InterruptedException {
        return new CopyBlog(source, target, 2, Runnable::run).copy(QUIET);
    }

    private static StoragePorts started(DataModel model) {
        StoragePorts ports = new InMemoryStorage(new StorageMeter(), model).ports();
        ports.projectionDelivery().start(new Projections(ports.users(), ports.authorNames(), ports.userPosts(), ports.feed()));
        return ports;
    }

    private static void caughtUp(StoragePorts ports) {
        assertThat(ports.projectionDelivery().awaitCaughtUp(WAIT)).isTrue();
    }

    @ParameterizedTest
    @EnumSource(DataModel.class)
    void a_rename_taken_back_by_a_copy_is_taken_back_everywhere_the_name_is_shown(DataModel model) throws InterruptedException {
        StoragePorts blog = started(model);
        User ann = Samples.user("ann");
        blog.users().add(ann);
        Post post = Samples.post(ann, "Ann's");
        blog.posts().add(post);
        caughtUp(blog);
        StoragePorts spare = started(model);
        assertThat(copy(blog, spare).isVerified()).isTrue();
        caughtUp(spare);
        blog.users().replace(ann, ann.renamedTo(new Username("Ann Lovelace")));
        caughtUp(blog);

        CopyResult back = copy(spare, blog);
        caughtUp(blog);

        assertThat(back.differences()).isEmpty();
        assertThat(back.isVerified()).isTrue();
        assertThat(blog.users().find(ann.id()).map(User::username)).contains(ann.username());
        assertThat(blog.posts().find(post.id()).map(Post::userUsername)).contains(ann.username());
        assertThat(blog.userPosts().postsOf(ann.id(), PageRequest.first(10)).items()).extracting(PostSummary::userUsername)
                .containsExactly(ann.username());
        assertThat(blog.feed().latest(10)).extracting(PostSummary::userUsername).containsExactly(ann.username());
        assertThat(copy(spare, blog).written()).as("a second run").isZero();
    }
}
