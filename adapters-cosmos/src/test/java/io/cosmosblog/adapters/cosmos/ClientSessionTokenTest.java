package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.failure.NotAuthenticatedException;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.application.port.plumbing.ReadYourWrites;
import io.cosmosblog.application.users.AuthenticateUser;
import io.cosmosblog.domain.user.AccessToken;
import io.cosmosblog.domain.user.TokenLifetime;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * What a client's session token may cost and may not buy, on a test server that waits for a
 * session ahead of its range as the service does (5 s) and can hold a lagging replica.
 */
class ClientSessionTokenTest {

    private static final Instant NOW = Instant.parse("2026-06-01T00:00:00Z");

    private static TestAccount account;
    private static TestSessions sessions;
    private static CosmosSettings settings;
    private static CosmosStorage storage;
    private static final ReadYourWrites READ_YOUR_WRITES = new ReadYourWrites();

    @BeforeAll
    static void open() {
        account = TestAccount.localServer();
        sessions = new TestSessions(account.endpoint());
        settings = account.freshDatabase();
        storage = new CosmosStorage(settings, new StorageMeter(), null, READ_YOUR_WRITES, DataModel.V3);
    }

    @AfterAll
    static void close() {
        storage.close();
        account.close();
    }

    @BeforeEach
    void clearSessions() {
        sessions.clear();
    }

    /** A well-formed token far ahead of the store, which anyone can send: the read falls back soon, not after the service's wait. */
    @Test
    void a_crafted_token_far_ahead_holds_a_read_briefly_then_it_is_served_without_it() {
        StoragePorts ports = storage.ports();
        User ada = register("ada");

        READ_YOUR_WRITES.open(Optional.of("users=0:-1#999999999"));
        long started = System.nanoTime();
        Optional<User> found = ports.users().find(ada.id());
        Duration took = Duration.ofNanos(System.nanoTime() - started);
        String handedBack = READ_YOUR_WRITES.close().orElseThrow();

        assertThat(found).isPresent();
        assertThat(took).as("the read, where the service waits 5 s for such a session").isLessThan(Duration.ofMillis(2500));
        assertThat(handedBack).as("a fresh token in place of the crafted one").doesNotContain("999999999");
        assertThat(sessions.counts().path("waited").asInt()).as("the crafted token did reach the store").isEqualTo(1);
    }

    /** A token revoked at LSN b, presented with a session from before it, on a replica that has not reached b. */
    @Test
    void authentication_never_reads_below_what_this_instance_has_seen() {
        UserId id = UserId.generate();
        AccessToken revoked = AccessToken.issueFor(id);
        User ada = User.register(id, new Username("ada"), revoked.hash(), NOW);
        READ_YOUR_WRITES.open(Optional.empty());
        storage.ports().users().add(ada);
        String beforeRevocation = READ_YOUR_WRITES.close().orElseThrow();

        sessions.lagging(settings.database(), "users");
        storage.ports().users().replace(ada, ada.withToken(AccessToken.issueFor(id), NOW));
        AuthenticateUser authenticate = new AuthenticateUser(storage.ports().users(), Clock.fixed(NOW, ZoneOffset.UTC),
                TokenLifetime.DEFAULT);

        READ_YOUR_WRITES.open(Optional.empty());
        assertThatThrownBy(() -> authenticate.authenticate(revoked.value())).as("in this instance's own session")
                .isInstanceOf(NotAuthenticatedException.class);
        READ_YOUR_WRITES.close();

        READ_YOUR_WRITES.open(Optional.of(beforeRevocation));
        try {
            assertThatThrownBy(() -> authenticate.authenticate(revoked.value())).as("with a client's session older than it")
                    .isInstanceOf(NotAuthenticatedException.class);
        } finally {
            READ_YOUR_WRITES.close();
        }
    }

    private static User register(String name) {
        User user = io.cosmosblog.application.contract.Samples.user(name);
        storage.ports().users().add(user);
        return user;
    }
}
