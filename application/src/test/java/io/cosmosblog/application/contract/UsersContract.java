package io.cosmosblog.application.contract;

import io.cosmosblog.application.port.ChangedMeanwhileException;
import io.cosmosblog.domain.user.AccessToken;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

public abstract class UsersContract extends ContractTest {

    @Test
    void finds_an_added_user_by_id() {
        User ada = Samples.user("ada");
        ports.users().add(ada);

        assertThat(ports.users().find(ada.id())).contains(ada);
    }

    @Test
    void finds_nothing_for_an_unknown_id() {
        assertThat(ports.users().find(UserId.generate())).isEmpty();
    }

    @Test
    void keeps_the_replaced_version() {
        User ada = Samples.user("ada");
        ports.users().add(ada);
        User renamed = ada.renamedTo(new Username("Ada Lovelace"));

        ports.users().replace(ada, renamed);

        assertThat(ports.users().find(ada.id())).contains(renamed);
        assertThat(ports.users().find(ada.id()).orElseThrow().tokenHash()).isEqualTo(ada.tokenHash());
    }

    @Test
    void keeps_a_new_token_with_the_moment_it_was_issued() {
        User ada = Samples.user("ada");
        ports.users().add(ada);
        AccessToken token = AccessToken.issueFor(ada.id());
        User rotated = ada.withToken(token, Instant.parse("2026-12-01T10:00:00.123Z"));

        ports.users().replace(ada, rotated);

        User stored = ports.users().find(ada.id()).orElseThrow();
        assertThat(stored).isEqualTo(rotated);
        assertThat(stored.tokenHash().matches(token.hash())).isTrue();
        assertThat(stored.tokenIssuedAt()).isEqualTo(Instant.parse("2026-12-01T10:00:00.123Z"));
    }

    @Test
    void refuses_to_replace_a_user_that_changed_since_it_was_read() {
        User ada = Samples.user("ada");
        ports.users().add(ada);
        User rotated = ada.withToken(AccessToken.issueFor(ada.id()), Instant.parse("2026-12-01T10:00:00Z"));
        ports.users().replace(ada, rotated);

        // A rename that read Ada before the new token must not put the old token back.
        assertThatThrownBy(() -> ports.users().replace(ada, ada.renamedTo(new Username("Ada Lovelace"))))
                .isInstanceOf(ChangedMeanwhileException.class);

        assertThat(ports.users().find(ada.id())).contains(rotated);
    }
}
