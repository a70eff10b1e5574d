package io.cosmosblog.adapters.http.security;

import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SessionTokenSignatureTest {

    private static final String KEY = "a-key-every-instance-shares-0123456789";
    private static final String TOKEN = "posts=0:-1#12;users=0:-1#1#3=1#4=1";

    @Test
    void a_token_it_signed_comes_back_as_it_was() {
        SessionTokenSignature signature = SessionTokenSignature.withKey(KEY);
        assertThat(signature.verified(signature.sign(TOKEN))).contains(TOKEN);
        assertThat(SessionTokenSignature.withKey(KEY).verified(signature.sign(TOKEN))).as("another instance, the same key")
                .contains(TOKEN);
    }

    @Test
    void unsigned_forged_or_other_keys_tokens_are_not_verified() {
        SessionTokenSignature signature = SessionTokenSignature.withKey(KEY);
        String signed = signature.sign(TOKEN);
        assertThat(signature.verified(TOKEN)).as("unsigned").isEmpty();
        assertThat(signature.verified(signed.replace("#12", "#999999999"))).as("a value changed").isEmpty();
        assertThat(signature.verified(TOKEN + "." + "A".repeat(43))).as("a made-up mark").isEmpty();
        assertThat(signature.verified(SessionTokenSignature.ofThisInstance().sign(TOKEN))).as("another key").isEmpty();
        assertThat(signature.verified(".")).isEmpty();
    }

    @Test
    void a_short_key_is_refused() {
        assertThatThrownBy(() -> SessionTokenSignature.withKey("short")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("32");
    }

    @Test
    void the_key_never_shows() {
        assertThat(SessionTokenSignature.withKey(KEY).toString()).doesNotContain(KEY);
    }
}
