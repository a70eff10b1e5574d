package io.cosmosblog.application.port.plumbing;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

class ReadYourWritesTest {

    private final ReadYourWrites tokens = new ReadYourWrites();

    @Test
    void presented_tokens_are_read_per_container_and_written_ones_handed_back_with_them() {
        tokens.open(Optional.of("posts=0:-1#12;users=0:-1#3"));

        assertThat(tokens.presented("posts")).contains("0:-1#12");
        assertThat(tokens.presented("feed")).isEmpty();
        tokens.written("posts", "0:-1#13");

        assertThat(tokens.close()).contains("posts=0:-1#13;users=0:-1#3");
    }

    @Test
    void nothing_presented_and_nothing_written_hands_nothing_back() {
        tokens.open(Optional.empty());

        assertThat(tokens.close()).isEmpty();
    }

    @Test
    void anything_but_a_plain_token_is_ignored() {
        tokens.open(Optional.of("posts=<script>"));

        assertThat(tokens.presented("posts")).isEmpty();
        tokens.written("posts", "0:-1#5;users=evil");
        assertThat(tokens.close()).isEmpty();
    }

    @Test
    void a_multi_region_token_with_a_local_lsn_per_region_is_kept_whole() {
        tokens.open(Optional.empty());

        tokens.written("posts", "0:1#12#3=8#4=9");

        assertThat(tokens.close()).contains("posts=0:1#12#3=8#4=9");
    }

    @Test
    void a_forgotten_token_is_neither_presented_nor_handed_back() {
        tokens.open(Optional.of("posts=0:-1#999;users=0:-1#3"));

        tokens.forget("posts");

        assertThat(tokens.presented("posts")).isEmpty();
        assertThat(tokens.close()).contains("users=0:-1#3");
    }

    @Test
    void outside_a_request_nothing_is_kept() {
        tokens.written("posts", "0:-1#5");

        assertThat(tokens.presented("posts")).isEmpty();
    }
}
