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

    @Test
    void only_the_services_shapes_are_well_formed() {
        assertThat(SessionTokens.isWellFormed("0:-1#42")).isTrue();
        assertThat(SessionTokens.isWellFormed("0:-1#42,1:-1#7")).isTrue();
        assertThat(SessionTokens.isWellFormed("0:1#12#3=8#4=9")).as("multi-region write").isTrue();
        assertThat(SessionTokens.isWellFormed("3:17")).as("the older form").isTrue();
        for (String malformed : new String[] {"garbage:zz", "0:x#y", "0:-1#5#a=b", ":::", "0:-1#5,", "", "0:-1#5#3="}) {
            assertThat(SessionTokens.isWellFormed(malformed)).as(malformed).isFalse();
        }
    }
}
