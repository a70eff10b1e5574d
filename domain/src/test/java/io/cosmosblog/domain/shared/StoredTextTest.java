package io.cosmosblog.domain.shared;

import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import static io.cosmosblog.domain.shared.TextKind.of;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A value an earlier build stored is read back through the constructor as it was, char for char,
 * though the rules for new input now refuse or change it: a store opens, and answers what it holds.
 */
class StoredTextTest {

    /** What an earlier build let into any text: Java's strip() kept the no-break spaces, nothing was normalised. */
    private static final List<String> EVERY_TEXT = List.of(
            "a\uFDD0b", "a\uFFFEb", "a" + of(0x1FFFF) + "b", // noncharacters
            "\u00A0", "\u2007\u202F",                         // no-break spaces: blank now
            "\u00A0Ada\u00A0", "\u202FAda");                  // no-break spaces at the ends: stripped now

    /** What an earlier build also let into a name or title. */
    private static final List<String> NAMES_ONLY = List.of(
            "a\u200Bb", "a\u202Eb", "a\u2066b", "\uFEFFAda", "a\u00ADb", // format characters
            "\u3164", "\u2800", "\u200D", "\u0301",                    // show nothing
            "Ada\tLovelace", "a\nb",                                   // tabs and line breaks
            "e\u0301", "\u212B", "\u1100\u1161");                      // another normal form

    static Stream<Arguments> earlierValues() {
        return Stream.concat(
                TextKind.every().flatMap(kind -> EVERY_TEXT.stream().map(value -> Arguments.of(kind, value))),
                TextKind.NAMES.stream().flatMap(kind -> NAMES_ONLY.stream().map(value -> Arguments.of(kind, value))));
    }

    @ParameterizedTest(name = "{0}: {index}")
    @MethodSource("earlierValues")
    void what_an_earlier_build_stored_is_kept_as_it_was(TextKind kind, String value) {
        assertThat(units(kind.stored().apply(value))).isEqualTo(units(value));
    }

    @ParameterizedTest(name = "{0}: {index}")
    @MethodSource("earlierValues")
    void the_rules_for_new_input_refuse_or_change_each_of_them(TextKind kind, String value) {
        assertThat(givenAs(kind.given(), value)).as("kept unchanged by the rules for new input").isNotEqualTo(value);
    }

    /** What {@code given} keeps of {@code value}, or null when it refuses it. */
    private static String givenAs(Function<String, String> given, String value) {
        try {
            return given.apply(value);
        } catch (InvalidValueException refused) {
            return null;
        }
    }

    /** Compared unit by unit, so that a failure shows which char changed (an invisible one prints as nothing). */
    private static List<String> units(String text) {
        return text.chars().mapToObj(Integer::toHexString).toList();
    }
}
