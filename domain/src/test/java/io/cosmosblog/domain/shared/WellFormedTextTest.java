package io.cosmosblog.domain.shared;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import static io.cosmosblog.domain.shared.TextKind.of;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Every text is well-formed Unicode: a lone half of a surrogate pair, which UTF-8 cannot carry
 * (a store would give back "?"), and the noncharacters are refused, naming the field.
 */
class WellFormedTextTest {

    private static final List<String> UNPAIRED_SURROGATES = List.of(
            "a\uD800b", "a\uDC00b", "ab\uD83D", "\uDE00ab", "a\uDE00\uD83Db");

    private static final List<String> NONCHARACTERS = List.of(
            "a\uFDD0b", "a\uFDEFb", "a\uFFFEb", "a\uFFFFb", "a" + of(0x1FFFE) + "b", "a" + of(0x10FFFF) + "b");

    static Stream<Arguments> unpairedSurrogates() {
        return TextKind.every().flatMap(kind -> UNPAIRED_SURROGATES.stream().map(value -> Arguments.of(kind, value)));
    }

    static Stream<Arguments> noncharacters() {
        return TextKind.every().flatMap(kind -> NONCHARACTERS.stream().map(value -> Arguments.of(kind, value)));
    }

    static Stream<TextKind> everyText() {
        return TextKind.every();
    }

    @ParameterizedTest(name = "{0}: {index}")
    @MethodSource("unpairedSurrogates")
    void unpaired_surrogates_are_refused_naming_the_field(TextKind kind, String value) {
        assertThatThrownBy(() -> kind.given().apply(value)).isInstanceOfSatisfying(InvalidValueException.class, e -> {
            assertThat(e.field()).isEqualTo(kind.field());
            assertThat(e.reason()).isEqualTo("must not contain unpaired surrogates");
        });
    }

    @ParameterizedTest(name = "{0}: {index}")
    @MethodSource("noncharacters")
    void noncharacters_are_refused_naming_the_field(TextKind kind, String value) {
        assertThatThrownBy(() -> kind.given().apply(value)).isInstanceOfSatisfying(InvalidValueException.class, e -> {
            assertThat(e.field()).isEqualTo(kind.field());
            assertThat(e.reason()).isEqualTo("must not contain noncharacters");
        });
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("everyText")
    void the_characters_next_to_the_noncharacters_and_paired_surrogates_are_kept(TextKind kind) {
        // U+FDCF and U+FDF0 border U+FDD0-U+FDEF; U+FFFD, U+1FFFD and U+10FFFD sit just below a U+xFFFE.
        String value = "a" + of(0xFDCF, 0xFDF0, 0xFFFD, 0x1FFFD, 0x10FFFD, 0x1F600) + "b";

        assertThat(kind.given().apply(value)).isEqualTo(value);
    }
}
