package io.cosmosblog.adapters.inmemory.copy;

import io.cosmosblog.adapters.inmemory.InMemoryStorage;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.copy.CopyBlog;
import io.cosmosblog.application.copy.CopyResult;
import io.cosmosblog.application.storage.DataModel;
import io.cosmosblog.application.storage.StoragePorts;
import io.cosmosblog.application.storage.Users;
import io.cosmosblog.application.storage.metering.StorageMeter;
import io.cosmosblog.domain.user.AccessToken;
import io.cosmosblog.domain.user.User;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.time.Instant;
import java.util.Set;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The verification of a copy fails on a target that holds more than the source, and names what
 * differs by kind, id and field, never by value: a user's token hash is a secret.
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
