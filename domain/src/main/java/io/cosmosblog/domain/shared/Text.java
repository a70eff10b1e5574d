package io.cosmosblog.domain.shared;

/** Rules shared by every piece of user-supplied text, so each value object states only its limits. */
public final class Text {

    private Text() {
    }

    /** Strips surrounding white space and checks the rest is present, short enough and printable. */
    public static String required(String field, String value, int maxLength) {
        if (value == null) {
            throw new InvalidValueException(field, "is required");
        }
        String stripped = value.strip();
        if (stripped.isEmpty()) {
            throw new InvalidValueException(field, "must not be blank");
        }
        return bounded(field, stripped, maxLength);
    }

    private static String bounded(String field, String value, int maxLength) {
        int length = value.codePointCount(0, value.length());
        if (length > maxLength) {
            throw new InvalidValueException(field, "must be at most " + maxLength + " characters (was " + length + ")");
        }
        boolean hasControl = value.codePoints().anyMatch(c -> Character.isISOControl(c) && c != '\n' && c != '\r' && c != '\t');
        if (hasControl) {
            throw new InvalidValueException(field, "must not contain control characters");
        }
        return value;
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
