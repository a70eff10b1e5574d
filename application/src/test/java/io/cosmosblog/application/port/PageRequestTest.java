package io.cosmosblog.application.port;

import io.cosmosblog.domain.shared.InvalidValueException;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PageRequestTest {

    @ParameterizedTest
    @ValueSource(ints = {0, -1, 101, Integer.MAX_VALUE})
    void a_limit_outside_1_to_100_is_refused_naming_the_field(int limit) {
        assertThatThrownBy(() -> PageRequest.first(limit))
                .isInstanceOfSatisfying(InvalidValueException.class, e -> assertThat(e.field()).isEqualTo("limit"));
    }

    @Test
    void the_first_page_has_no_continuation() {
        assertThat(PageRequest.first(1).continuation()).isEmpty();
        assertThat(new PageRequest(100, Optional.of("x")).continuation()).contains("x");
    }
}
