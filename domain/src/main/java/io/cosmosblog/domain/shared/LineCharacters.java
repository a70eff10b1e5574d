package io.cosmosblog.domain.shared;

/**
 * What one line of text, a name or a title, may hold: no control character or line break, and no
 * format character (direction overrides, zero-width spaces, ...), which could hide or reorder what
 * a reader sees, except those that emoji and scripts need: the joiners and tag characters.
 */
final class LineCharacters {

    private LineCharacters() {
    }

    static void check(String field, String value) {
        if (value.codePoints().anyMatch(LineCharacters::isControlOrLineBreak)) {
            throw new InvalidValueException(field, "must not contain control characters or line breaks");
        }
        if (value.codePoints().anyMatch(LineCharacters::isRefusedFormat)) {
            throw new InvalidValueException(field, "must not contain invisible format characters");
        }
    }

    private static boolean isControlOrLineBreak(int c) {
        int type = Character.getType(c);
        return type == Character.CONTROL || type == Character.LINE_SEPARATOR || type == Character.PARAGRAPH_SEPARATOR;
    }

    /** The non-joiner is kept with the joiner: Persian and Indic spelling needs it as emoji need the joiner. */
    private static boolean isRefusedFormat(int c) {
        return Character.getType(c) == Character.FORMAT && c != Invisible.ZERO_WIDTH_JOINER
                && c != Invisible.ZERO_WIDTH_NON_JOINER && !Invisible.isTag(c);
    }
}
