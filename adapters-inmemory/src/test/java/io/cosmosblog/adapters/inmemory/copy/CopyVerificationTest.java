package io.cosmosblog.adapters.inmemory.copy;

import io.cosmosblog.adapters.inmemory.InMemoryStorage;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.copy.CopyBlog;
import io.cosmosblog.application.copy.CopyResult;
import io.cosmosblog.application.projection.Projections;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.Users;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.application.users.EraseUserContent;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.user.AccessToken;
import io.cosmosblog.domain.user.User;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.time.Duration;
import java.time.Instant;
import java.util.Set;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A copy makes the target exactly the source, in memory too: what the source took back goes from
 * the target and its views. Its verification fails on a target that holds more than the source,
 * and names what differs by kind, id and field, never by value: a user's token hash is a secret.
 */
class CopyVerificationTest {

    private static final CopyBlog.Progress QUIET = new CopyBlog.Progress() {
        @Override
        public void usersCopied(long users, long posts) {
        }

        @Override
        public void postCopied(long items) {
        }
    };

    private static StoragePorts blog() {
        return new InMemoryStorage(new StorageMeter(), DataModel.V3).ports();
    }

    /** A target whose users port passes over {@code ignored} calls: what a copy's writes meet on a store that drops them. */
    private static StoragePorts ignoring(StoragePorts ports, Set<String> ignored) {
        Users users = (Users) Proxy.newProxyInstance(Users.class.getClassLoader(), new Class<?>[] {Users.class},
                (proxy, method, args) -> {
                    if (ignored.contains(method.getName())) {
                        return method.getReturnType() == boolean.class ? true : null;
                    }
                    try {
                        return method.invoke(ports.users(), args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
        return new StoragePorts(users, ports.posts(), ports.comments(), ports.likes(), ports.userPosts(), ports.feed(),
                ports.authorNames(), ports.projectionDelivery(), ports.parkedChanges(), ports.health());
    }

    @Test
    void a_copy_run_again_takes_back_from_the_target_and_its_views_what_the_source_took_back() throws InterruptedException {
        StoragePorts source = started(blog());
        StoragePorts target = started(blog());
        User ann = Samples.user("ann");
        User eve = Samples.user("eve");
        source.users().add(ann);
        source.users().add(eve);
        Post annsPost = Samples.post(ann, "Ann's");
        Post evesPost = Samples.post(eve, "Eve's");
        source.posts().add(annsPost);
        source.posts().add(evesPost);
        Comment deleted = Samples.comment(annsPost, ann, "Tpyo");
        source.comments().add(deleted);
        source.comments().add(Samples.comment(annsPost, eve, "Eve was here"));
        source.likes().add(Samples.like(annsPost, eve));
        assertThat(new CopyBlog(source, target, 2, Runnable::run).copy(QUIET).isVerified()).isTrue();
        source.comments().remove(annsPost.id(), deleted.identity());
        new EraseUserContent(source.posts(), source.comments(), source.likes()).erase(eve.id());
        source.users().remove(eve.id());

        CopyResult again = new CopyBlog(source, target, 2, Runnable::run).copy(QUIET);

        assertThat(again.differences()).isEmpty();
        assertThat(again.isVerified()).isTrue();
        assertThat(again.takenBack()).isEqualTo(1 + 1 + 2 + 1);
        assertThat(target.users().find(eve.id())).isEmpty();
        assertThat(target.posts().find(evesPost.id())).isEmpty();
        assertThat(target.comments().on(annsPost.id(), PageRequest.first(100)).items()).isEmpty();
        assertThat(target.likes().on(annsPost.id(), PageRequest.first(100)).items()).isEmpty();
        assertThat(target.posts().find(annsPost.id()).orElseThrow().commentCount()).isZero();
        assertThat(target.projectionDelivery().awaitCaughtUp(Duration.ofSeconds(10))).isTrue();
        assertThat(target.feed().latest(100)).extracting(PostSummary::postId).containsExactly(annsPost.id());
        assertThat(target.userPosts().postsOf(eve.id(), PageRequest.first(100)).items()).isEmpty();
    }

    private static StoragePorts started(StoragePorts ports) {
        ports.projectionDelivery().start(new Projections(ports.users(), ports.authorNames(), ports.userPosts(), ports.feed()));
        return ports;
    }

    @Test
    void a_user_that_differs_is_named_by_id_and_field_and_no_token_hash_is_printed() throws InterruptedException {
        StoragePorts source = blog();
        StoragePorts target = blog();
        User ann = Samples.user("ann");
        User stale = ann.withToken(AccessToken.issueFor(ann.id()), Instant.parse("2026-01-01T00:00:00Z"));
        source.users().add(ann);
        target.users().add(stale);

        CopyResult result = new CopyBlog(source, ignoring(target, Set.of("replace")), 1, Runnable::run).copy(QUIET);

        assertThat(result.isVerified()).isFalse();
        assertThat(result.differences()).anySatisfy(difference -> assertThat(difference)
                .startsWith("user " + ann.id().value() + ":").contains("tokenHash"));
        assertThat(String.join("\n", result.differences())).doesNotContain(ann.tokenHash().value())
                .doesNotContain(stale.tokenHash().value());
    }

    @Test
    void a_target_holding_a_user_the_source_does_not_is_not_verified() throws InterruptedException {
        StoragePorts source = blog();
        StoragePorts target = blog();
        source.users().add(Samples.user("ann"));
        target.users().add(Samples.user("gone"));

        CopyResult result = new CopyBlog(source, ignoring(target, Set.of("remove")), 1, Runnable::run).copy(QUIET);

        assertThat(result.isVerified()).isFalse();
        assertThat(result.differences()).contains("users: 1 in the source, 2 in the target");
    }
}
