package io.cosmosblog.domain.shared;

import java.text.Normalizer;

/**
 * Rules shared by every piece of user-supplied text, so each value object states only its limits.
 * Two sets: {@link #stored} is what every value already stored meets, checked each time a record
 * is built, on reads too, so that a store gives back what it holds; {@link #line} and
 * {@link #multiline} are what new input must meet, stricter, so that it is stored exactly as
 * answered: well-formed Unicode, which every store keeps as given, stripped of white space at its
 * ends in Unicode's sense (the no-break spaces too). A length counts the code points of the value kept.
 */
public final class Text {

    private Text() {
    }

    /**
     * Strips surrounding white space and checks the rest is present, short enough and printable.
     * These are the rules of every earlier build, kept as they were: a value they let in is read
     * back as it was stored, not refused nor rewritten by the stricter rules for new input.
     */
    public static String stored(String field, String value, int maxLength) {
        String stripped = present(field, value).strip();
        if (stripped.isEmpty()) {
            throw blank(field);
        }
        bounded(field, stripped, maxLength);
        printable(field, stripped);
        return stripped;
    }

    /**
     * A new name or title: one line of visible text in Unicode's composed normal form (NFC), so
     * that the same letters typed two ways (an accented letter, or the letter and a combining
     * accent) are one string. The value kept is the normalised one; it is blank if it shows nothing.
     */
    public static String line(String field, String value, int maxLength) {
        String text = WhiteSpace.strip(composed(WellFormed.checked(field, present(field, value))));
        if (Invisible.showsNothing(text)) {
            throw blank(field);
        }
        bounded(field, text, maxLength);
        LineCharacters.check(field, text);
        return text;
    }

    /**
     * New content of a post or comment, kept as written: line breaks and tabs allowed, no other
     * control character. It is not normalised: it identifies nothing, and NFC would rewrite
     * characters an author may have chosen (a CJK compatibility ideograph becomes its unified one).
     */
    public static String multiline(String field, String value, int maxLength) {
        String text = WhiteSpace.strip(WellFormed.checked(field, present(field, value)));
        if (text.isEmpty()) {
            throw blank(field);
        }
        bounded(field, text, maxLength);
        printable(field, text);
        return text;
    }

    private static String present(String field, String value) {
        if (value == null) {
            throw new InvalidValueException(field, "is required");
        }
        return value;
    }

    private static String composed(String value) {
        return Normalizer.normalize(value, Normalizer.Form.NFC);
    }

    private static InvalidValueException blank(String field) {
        return new InvalidValueException(field, "must not be blank");
    }

    private static void bounded(String field, String value, int maxLength) {
        int length = value.codePointCount(0, value.length());
        if (length > maxLength) {
            throw new InvalidValueException(field, "must be at most " + maxLength + " characters (was " + length + ")");
        }
    }

    private static void printable(String field, String value) {
        boolean hasControl = value.codePoints().anyMatch(c -> Character.isISOControl(c) && c != '\n' && c != '\r' && c != '\t');
        if (hasControl) {
            throw new InvalidValueException(field, "must not contain control characters");
        }
    }

    /** Cuts {@code value} to at most {@code maxLength} code points, ending with an ellipsis when cut. */
    public static String truncate(String value, int maxLength) {
        if (value.codePointCount(0, value.length()) <= maxLength) {
            return value;
        }
        int end = value.offsetByCodePoints(0, maxLength - 1);
        return value.substring(0, end).stripTrailing() + "\u2026";
    }
}
