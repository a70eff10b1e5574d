package io.cosmosblog.domain.user;

import io.cosmosblog.domain.shared.InvalidValueException;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class UserTest {

    @Test
    void a_rename_keeps_the_token_and_raises_the_revision() {
        UserId id = UserId.generate();
        User ada = User.register(id, new Username("ada"), AccessToken.issueFor(id).hash(), Instant.EPOCH);

        User renamed = ada.renamedTo(new Username("Ada"));

        assertThat(ada.wasEverRenamed()).isFalse();
        assertThat(renamed.wasEverRenamed()).isTrue();
        assertThat(renamed.tokenHash()).isEqualTo(ada.tokenHash());
    }

    @Test
    void usernames_are_bounded() {
        assertThat(new Username("x".repeat(Username.MAX_LENGTH)).value()).hasSize(Username.MAX_LENGTH);
        assertThatThrownBy(() -> new Username("x".repeat(Username.MAX_LENGTH + 1)))
                .isInstanceOfSatisfying(InvalidValueException.class, e -> assertThat(e.field()).isEqualTo("username"));
    }

    @Test
    void a_new_token_replaces_the_old_one_and_leaves_the_revision_alone() {
        UserId id = UserId.generate();
        AccessToken first = AccessToken.issueFor(id);
        User ada = User.register(id, new Username("ada"), first.hash(), Instant.EPOCH);
        AccessToken second = AccessToken.issueFor(id);

        User rotated = ada.withToken(second, Instant.EPOCH.plusSeconds(60));

        assertThat(rotated.tokenHash().matches(second.hash())).isTrue();
        assertThat(rotated.tokenHash().matches(first.hash())).isFalse();
        assertThat(rotated.revision()).isEqualTo(ada.revision());
        assertThat(rotated.tokenIssuedAt()).isEqualTo(Instant.EPOCH.plusSeconds(60));
        assertThatThrownBy(() -> ada.withToken(AccessToken.issueFor(UserId.generate()), Instant.EPOCH))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void signed_out_everywhere_no_token_issued_before_works() {
        UserId id = UserId.generate();
        AccessToken token = AccessToken.issueFor(id);
        User ada = User.register(id, new Username("ada"), token.hash(), Instant.EPOCH);

        assertThat(ada.signedOutEverywhere(Instant.EPOCH).tokenHash().matches(token.hash())).isFalse();
    }

    @Test
    void a_token_expires_one_lifetime_after_it_was_issued() {
        UserId id = UserId.generate();
        User ada = User.register(id, new Username("ada"), AccessToken.issueFor(id).hash(), Instant.EPOCH);
        TokenLifetime day = new TokenLifetime(Duration.ofDays(1));

        assertThat(day.hasExpired(ada, Instant.EPOCH.plus(Duration.ofDays(1)).minusMillis(1))).isFalse();
        assertThat(day.hasExpired(ada, Instant.EPOCH.plus(Duration.ofDays(1)))).isTrue();
        assertThatThrownBy(() -> new TokenLifetime(Duration.ZERO)).isInstanceOf(InvalidValueException.class);
    }
}
