package io.cosmosblog.bootstrap.console;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import static org.assertj.core.api.Assertions.assertThat;

class PluralTest {

    @ParameterizedTest
    @CsvSource({"0, 0 posts", "1, 1 post", "2, 2 posts", "12345, '12,345 posts'", "-1, -1 posts"})
    void one_is_singular_every_other_count_plural_and_grouped(long count, String expected) {
        assertThat(Plural.of(count, "post")).isEqualTo(expected);
    }

    @ParameterizedTest
    @CsvSource({"1, 1 author's name", "3, 3 authors' names"})
    void a_noun_with_a_plural_of_its_own(long count, String expected) {
        assertThat(Plural.of(count, "author's name", "authors' names")).isEqualTo(expected);
    }
}
