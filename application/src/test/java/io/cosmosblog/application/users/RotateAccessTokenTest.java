package io.cosmosblog.application.users;

import io.cosmosblog.application.failure.NotAllowedException;
import io.cosmosblog.application.failure.NotAuthenticatedException;
import io.cosmosblog.application.failure.NotFoundException;
import io.cosmosblog.application.fakes.FakeUsers;
import io.cosmosblog.application.fakes.ManualClock;
import io.cosmosblog.application.port.ChangedMeanwhileException;
import io.cosmosblog.domain.user.AccessToken;
import io.cosmosblog.domain.user.TokenLifetime;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class RotateAccessTokenTest {

    private static final Instant ISSUED = Instant.parse("2026-12-01T10:00:00Z");
    private static final TokenLifetime LIFETIME = new TokenLifetime(Duration.ofDays(7));

    private final ManualClock clock = new ManualClock(ISSUED);
    private final AccessToken adasToken = AccessToken.issueFor(UserId.generate());
    private final User ada = User.register(adasToken.userId(), new Username("ada"), adasToken.hash(), ISSUED);
    private final AccessToken bobsToken = AccessToken.issueFor(UserId.generate());
    private final User bob = User.register(bobsToken.userId(), new Username("bob"), bobsToken.hash(), ISSUED);
    private final FakeUsers users = FakeUsers.holding(ada, bob);
    private final RotateAccessToken rotateAccessToken = new RotateAccessToken(users, clock, LIFETIME, Revocations.unchecked());
    private final AuthenticateUser authenticateUser = new AuthenticateUser(users, clock, LIFETIME);

    @Test
    void a_user_gets_a_new_token_with_a_full_lifetime_from_now_and_keeps_name_and_revision() {
        Instant now = clock.advance(Duration.ofDays(6));

        IssuedToken issued = rotateAccessToken.rotate(ada, ada.id());

        assertThat(issued.token().userId()).isEqualTo(ada.id());
        assertThat(issued.token()).isNotEqualTo(adasToken);
        assertThat(issued.expiresAt()).isEqualTo(now.plus(LIFETIME.value()));
        assertThat(issued.user().tokenIssuedAt()).isEqualTo(now);
        assertThat(issued.user().tokenHash()).isEqualTo(issued.token().hash());
        assertThat(issued.user().username()).isEqualTo(ada.username());
        assertThat(issued.user().revision()).isEqualTo(ada.revision());
        assertThat(users.stored(ada.id())).isEqualTo(issued.user());
    }

    @Test
    void the_new_token_works_at_once_and_every_copy_of_the_old_one_stops_working() {
        IssuedToken issued = rotateAccessToken.rotate(ada, ada.id());

        assertThat(authenticateUser.authenticate(issued.token().value())).isEqualTo(issued.user());
        assertThatThrownBy(() -> authenticateUser.authenticate(adasToken.value()))
                .isInstanceOf(NotAuthenticatedException.class);
    }

    @Test
    void a_user_may_not_replace_someone_elses_token_and_theirs_keeps_working() {
        assertThatThrownBy(() -> rotateAccessToken.rotate(ada, bob.id()))
                .isInstanceOf(NotAllowedException.class)
                .hasMessage("users may replace the token of only themselves");
        assertThat(users.stored(bob.id())).isEqualTo(bob);
        assertThat(authenticateUser.authenticate(bobsToken.value())).isEqualTo(bob);
    }

    @Test
    void replacing_the_token_of_a_user_that_does_not_exist_is_not_found() {
        UserId nobody = UserId.generate();

        assertThatThrownBy(() -> rotateAccessToken.rotate(ada, nobody))
                .isInstanceOfSatisfying(NotFoundException.class, e -> assertThat(e.what()).isEqualTo("user"))
                .hasMessageContaining(nobody.value());
        assertThat(users.stored(ada.id())).isEqualTo(ada);
    }

    @Test
    void a_rotation_that_read_the_user_before_a_rename_was_stored_is_refused_and_keeps_rename_and_old_token() {
        User renamed = ada.renamedTo(new Username("Ada Lovelace"));
        users.replace(ada, renamed);

        assertThatThrownBy(() -> rotateAccessToken.rotate(ada, ada.id()))
                .isInstanceOf(ChangedMeanwhileException.class);
        assertThat(users.stored(ada.id())).isEqualTo(renamed);
        assertThat(authenticateUser.authenticate(adasToken.value())).isEqualTo(renamed);
    }
}
