package io.cosmosblog.adapters.cosmos.gateway;

import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

class SessionTokensTest {

    @Test
    void per_range_the_token_furthest_along_is_kept() {
        assertThat(SessionTokens.merge("0:-1#12,1:-1#7", "1:-1#9")).isEqualTo("0:-1#12,1:-1#9");
        assertThat(SessionTokens.merge("0:-1#12", "0:-1#4")).isEqualTo("0:-1#12");
        assertThat(SessionTokens.merge("0:-1#12#3=11", "2:0#1")).isEqualTo("0:-1#12#3=11,2:0#1");
    }

    @Test
    void blank_tokens_are_empty() {
        assertThat(SessionTokens.isEmpty(null)).isTrue();
        assertThat(SessionTokens.isEmpty("")).isTrue();
        assertThat(SessionTokens.isEmpty("0:-1#1")).isFalse();
    }
}
