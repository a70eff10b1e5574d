package io.cosmosblog.domain.user;

import io.cosmosblog.domain.shared.InvalidValueException;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class UserTest {

    @Test
    void a_rename_keeps_the_token_and_raises_the_revision() {
        UserId id = UserId.generate();
        User ada = User.register(id, new Username("ada"), AccessToken.issueFor(id).hash());

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
}
