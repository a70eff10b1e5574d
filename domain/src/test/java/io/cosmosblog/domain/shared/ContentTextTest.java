package io.cosmosblog.domain.shared;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import static io.cosmosblog.domain.shared.TextKind.of;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Post and comment content is kept as written, line breaks and all, once stripped of white space at its ends. */
class ContentTextTest {

    static Stream<TextKind> contents() {
        return TextKind.CONTENTS.stream();
    }

    static Stream<Arguments> blankContents() {
        return TextKind.CONTENTS.stream().flatMap(kind -> Stream.of("\u00A0", "\u2007\u202F", " \n\u3000\t\u00A0\r\n")
                .map(value -> Arguments.of(kind, value)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("contents")
    void content_is_kept_as_written_between_its_stripped_ends(TextKind kind) {
        String written = "Cafe\u0301 \u212B\n\tindented\r\nzero\u200Bwidth " + of(0x1F469, 0x200D, 0x1F4BB);

        assertThat(kind.given().apply("\u00A0\u3000\n" + written + "\n\u202F\u2007")).isEqualTo(written);
    }

    @ParameterizedTest(name = "{0}: {index}")
    @MethodSource("blankContents")
    void content_of_white_space_of_any_kind_is_blank(TextKind kind, String value) {
        assertThatThrownBy(() -> kind.given().apply(value)).isInstanceOfSatisfying(InvalidValueException.class, e -> {
            assertThat(e.field()).isEqualTo("content");
            assertThat(e.reason()).isEqualTo("must not be blank");
        });
    }
}
