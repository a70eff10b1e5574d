package io.cosmosblog.domain.user;

import io.cosmosblog.domain.shared.InvalidValueException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class AccessTokenTest {

    private final UserId ada = UserId.generate();

    @Test
    void an_issued_token_parses_back_to_its_user_and_matches_its_hash() {
        AccessToken token = AccessToken.issueFor(ada);

        AccessToken presented = AccessToken.parse(token.value());

        assertThat(presented.userId()).isEqualTo(ada);
        assertThat(token.hash().matches(presented.hash())).isTrue();
    }

    @Test
    void another_token_for_the_same_user_does_not_match() {
        TokenHash stored = AccessToken.issueFor(ada).hash();

        assertThat(stored.matches(AccessToken.issueFor(ada).hash())).isFalse();
    }

    @Test
    void the_hash_does_not_contain_the_secret() {
        AccessToken token = AccessToken.issueFor(ada);

        assertThat(token.hash().value()).doesNotContain(token.secret()).hasSize(64);
        assertThat(token.toString()).doesNotContain(token.secret());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "nodot", ".secret", "user.", "user.short", "bad id.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"})
    void malformed_tokens_are_refused(String presented) {
        assertThatThrownBy(() -> AccessToken.parse(presented)).isInstanceOf(InvalidValueException.class);
    }
}
