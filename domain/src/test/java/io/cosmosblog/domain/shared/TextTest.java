package io.cosmosblog.domain.shared;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class TextTest {

    @Test
    void strips_surrounding_white_space() {
        assertThat(Text.stored("title", "  Hello  ", 10)).isEqualTo("Hello");
        assertThat(Text.line("title", "  Hello  ", 10)).isEqualTo("Hello");
        assertThat(Text.multiline("content", "  Hello  ", 10)).isEqualTo("Hello");
    }

    @ParameterizedTest
    @NullSource
    @ValueSource(strings = {"", "   ", "\n\t"})
    void refuses_missing_or_blank_text_naming_the_field(String value) {
        assertThatThrownBy(() -> Text.stored("title", value, 10))
                .isInstanceOfSatisfying(InvalidValueException.class, e -> assertThat(e.field()).isEqualTo("title"));
        assertThatThrownBy(() -> Text.line("title", value, 10))
                .isInstanceOfSatisfying(InvalidValueException.class, e -> assertThat(e.field()).isEqualTo("title"));
        assertThatThrownBy(() -> Text.multiline("content", value, 10))
                .isInstanceOfSatisfying(InvalidValueException.class, e -> assertThat(e.field()).isEqualTo("content"));
    }

    @Test
    void counts_characters_not_utf16_units() {
        String fourEmoji = "\uD83D\uDE00".repeat(4);

        assertThat(Text.stored("title", fourEmoji, 4)).isEqualTo(fourEmoji);
        assertThatThrownBy(() -> Text.stored("title", fourEmoji, 3)).hasMessageContaining("at most 3");
        assertThat(Text.line("title", fourEmoji, 4)).isEqualTo(fourEmoji);
        assertThatThrownBy(() -> Text.line("title", fourEmoji, 3)).hasMessageContaining("at most 3");
        assertThatThrownBy(() -> Text.multiline("content", fourEmoji, 3)).hasMessageContaining("at most 3");
    }

    @Test
    void refuses_control_characters_but_keeps_line_breaks() {
        assertThat(Text.stored("content", "line one\nline two\ttab", 100)).contains("\n");
        assertThatThrownBy(() -> Text.stored("content", "bell\u0007", 100)).hasMessageContaining("control");
        assertThat(Text.multiline("content", "line one\nline two\ttab", 100)).contains("\n");
        assertThatThrownBy(() -> Text.multiline("content", "bell\u0007", 100)).hasMessageContaining("control");
    }

    @Test
    void stored_text_is_stripped_as_java_strips_keeping_the_no_break_spaces() {
        // An earlier build stored values stripped so; reading them back must not strip more.
        assertThat(Text.stored("title", "\u00A0Hello\u202F", 10)).isEqualTo("\u00A0Hello\u202F");
        assertThat(Text.stored("title", "\u3000\u001FHello\u2028", 10)).isEqualTo("Hello");
    }

    @Test
    void truncation_keeps_short_text_and_cuts_long_text_with_an_ellipsis() {
        assertThat(Text.truncate("short", 200)).isEqualTo("short");
        String cut = Text.truncate("a".repeat(300), 200);
        assertThat(cut).hasSize(200).endsWith("\u2026");
    }

    @Test
    void truncation_never_splits_a_surrogate_pair() {
        String cut = Text.truncate("\uD83D\uDE00".repeat(300), 200);

        assertThat(cut.codePointCount(0, cut.length())).isEqualTo(200);
        assertThat(Character.isHighSurrogate(cut.charAt(cut.length() - 2))).isFalse();
        assertThat(cut.chars().filter(c -> Character.isSurrogate((char) c)).count() % 2).isZero();
    }
}
