package io.cosmosblog.domain.shared;

import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.user.Username;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import static io.cosmosblog.domain.shared.TextKind.of;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Names and titles are one line of visible text in one normal form: what a reader sees is what is
 * kept, and two names that look the same are the same string.
 */
class NameTextTest {

    /** Real text that must pass unchanged: emoji sequences, scripts written right to left, a plain name. */
    private static final List<String> AS_WRITTEN = List.of(
            of(0x1F469, 0x200D, 0x1F4BB),                                    // woman technologist: a ZWJ sequence
            of(0x1F3F4, 0xE0067, 0xE0062, 0xE0073, 0xE0063, 0xE0074, 0xE007F), // flag of Scotland: a tag sequence
            of(0x2764, 0xFE0F),                                               // red heart: VS16
            of(0x1F44D, 0x1F3FD),                                             // thumbs up, medium skin tone
            "\u05E9\u05DC\u05D5\u05DD \u05E2\u05D5\u05DC\u05DD",              // Hebrew: hello world
            "\u0645\u0631\u062D\u0628\u0627 \u0628\u0627\u0644\u0639\u0627\u0644\u0645", // Arabic: hello world
            "\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645",               // Persian, with the ZWNJ its spelling needs
            "Ada Lovelace",
            "Ada " + of(0x1F469, 0x200D, 0x1F4BB) + " Lovelace \u00E9");

    /** Decomposed or otherwise unnormalised input, and the composed form that is kept. */
    private static final List<List<String>> NORMALISED = List.of(
            List.of("e\u0301", "\u00E9"),
            List.of("Ame\u0301lie", "Am\u00E9lie"),
            List.of("\u212B", "\u00C5"),        // ANGSTROM SIGN becomes A WITH RING ABOVE
            List.of("\u1100\u1161", "\uAC00"),  // Hangul jamo become one syllable
            List.of("q\u0307\u0323", "q\u0323\u0307"));

    private static final List<String> CONTROLS_AND_LINE_BREAKS = List.of(
            "a\nb", "a\tb", "a\rb", "a\u0000b", "a\u0007b", "a\u001Bb", "a\u007Fb", "a\u0085b", "a\u2028b", "a\u2029b");

    private static final List<String> FORMAT_CHARACTERS = List.of(
            "a\u202Ab", "a\u202Bb", "a\u202Cb", "a\u202Db", "a\u202Eb", // embeddings and overrides
            "a\u2066b", "a\u2067b", "a\u2068b", "a\u2069b",              // isolates
            "a\u200Eb", "a\u200Fb", "a\u061Cb",                          // direction marks
            "a\u200Bb", "a\u2060b", "a\uFEFFb", "a\u00ADb", "a\u180Eb", "a\u2062b",
            "\uFEFFab", "a" + of(0xE0001) + "b");                         // a BOM first; LANGUAGE TAG

    /** Made only of what shows nothing: white space, fillers, joiners, selectors, marks, tags. */
    private static final List<String> BLANK_LOOKING = List.of(
            "\u00A0", "\u2007", "\u202F", "\u3000", "\u1680", "\u205F", " \u3000\u00A0 ",
            "\u115F", "\u1160", "\u3164", "\uFFA0", "\u2800", "\u3164\u3164",
            "\u200D", "\u200C", "\uFE0F", of(0xE0100), "\u0301", "\u20DD", "\u034F",
            of(0xE0067, 0xE0062, 0xE007F),
            "\u3164\u200D\uFE0F \u0301\u00A0");

    static Stream<Arguments> asWritten() {
        return forEveryName(AS_WRITTEN.stream().map(value -> new Object[] {value}));
    }

    static Stream<Arguments> normalised() {
        return forEveryName(NORMALISED.stream().map(List::toArray));
    }

    static Stream<Arguments> controlsAndLineBreaks() {
        return forEveryName(CONTROLS_AND_LINE_BREAKS.stream().map(value -> new Object[] {value}));
    }

    static Stream<Arguments> formatCharacters() {
        return forEveryName(FORMAT_CHARACTERS.stream().map(value -> new Object[] {value}));
    }

    static Stream<Arguments> blankLooking() {
        return forEveryName(BLANK_LOOKING.stream().map(value -> new Object[] {value}));
    }

    static Stream<Arguments> surroundedByWhiteSpace() {
        return forEveryName(Stream.of("\u00A0", "\u2007", "\u202F", "\u3000", "\u205F", " \t\n", "\u2028")
                .map(space -> new Object[] {space + "Ada" + space}));
    }

    private static Stream<Arguments> forEveryName(Stream<Object[]> values) {
        List<Object[]> all = values.toList();
        return TextKind.NAMES.stream().flatMap(kind -> all.stream().map(value -> {
            Object[] arguments = new Object[value.length + 1];
            arguments[0] = kind;
            System.arraycopy(value, 0, arguments, 1, value.length);
            return Arguments.of(arguments);
        }));
    }

    @ParameterizedTest(name = "{0}: {index}")
    @MethodSource("asWritten")
    void emoji_and_every_script_pass_unchanged(TextKind kind, String value) {
        assertThat(kind.given().apply(value)).isEqualTo(value);
    }

    @ParameterizedTest(name = "{0}: {index}")
    @MethodSource("normalised")
    void the_value_kept_is_the_composed_normal_form(TextKind kind, String given, String kept) {
        assertThat(kind.given().apply(given)).isEqualTo(kept);
    }

    @ParameterizedTest(name = "{0}: {index}")
    @MethodSource("controlsAndLineBreaks")
    void control_characters_and_line_breaks_inside_are_refused(TextKind kind, String value) {
        refused(kind, value, "must not contain control characters or line breaks");
    }

    @ParameterizedTest(name = "{0}: {index}")
    @MethodSource("formatCharacters")
    void invisible_format_characters_are_refused(TextKind kind, String value) {
        refused(kind, value, "must not contain invisible format characters");
    }

    @ParameterizedTest(name = "{0}: {index}")
    @MethodSource("blankLooking")
    void text_that_shows_nothing_is_blank(TextKind kind, String value) {
        refused(kind, value, "must not be blank");
    }

    @ParameterizedTest(name = "{0}: {index}")
    @MethodSource("surroundedByWhiteSpace")
    void white_space_of_every_kind_is_stripped_from_both_ends(TextKind kind, String value) {
        assertThat(kind.given().apply(value)).isEqualTo("Ada");
    }

    @ParameterizedTest(name = "{0}: {index}")
    @MethodSource("asWritten")
    void the_joiners_and_selectors_emoji_need_are_kept_between_letters_too(TextKind kind, String emoji) {
        String value = "a\u200Db\uFE0Fc " + emoji;

        assertThat(kind.given().apply(value)).isEqualTo(value);
    }

    @Test
    void the_length_limit_counts_characters_after_normalising() {
        String decomposed = "e\u0301".repeat(Username.MAX_LENGTH);

        assertThat(Username.given(decomposed).value()).isEqualTo("\u00E9".repeat(Username.MAX_LENGTH));
        assertThatThrownBy(() -> Username.given(decomposed + "e\u0301")).hasMessageContaining("at most " + Username.MAX_LENGTH);
        String techies = of(0x1F469, 0x200D, 0x1F4BB).repeat(Title.MAX_LENGTH / 3);
        assertThat(Title.given(techies + "ab").value()).isEqualTo(techies + "ab");
        assertThatThrownBy(() -> Title.given(techies + "abc")).hasMessageContaining("at most " + Title.MAX_LENGTH);
    }

    private static void refused(TextKind kind, String value, String reason) {
        assertThatThrownBy(() -> kind.given().apply(value)).isInstanceOfSatisfying(InvalidValueException.class, e -> {
            assertThat(e.field()).isEqualTo(kind.field());
            assertThat(e.reason()).isEqualTo(reason);
        });
    }
}
