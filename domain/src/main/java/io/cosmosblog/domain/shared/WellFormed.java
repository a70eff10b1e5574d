package io.cosmosblog.domain.shared;

/**
 * Text that every store keeps as given. A lone half of a surrogate pair has no UTF-8 form (a
 * store writes "?" in its place), and a noncharacter is a code point Unicode keeps for a
 * program's own use, never for text that is exchanged.
 */
final class WellFormed {

    private WellFormed() {
    }

    /** {@code value} itself, or the refusal naming what is wrong with it. */
    static String checked(String field, String value) {
        int i = 0;
        while (i < value.length()) {
            int c = value.codePointAt(i);
            if (Character.isBmpCodePoint(c) && Character.isSurrogate((char) c)) {
                throw new InvalidValueException(field, "must not contain unpaired surrogates");
            }
            if (isNoncharacter(c)) {
                throw new InvalidValueException(field, "must not contain noncharacters");
            }
            i += Character.charCount(c);
        }
        return value;
    }

    /** U+FDD0 to U+FDEF, and the last two code points of every plane (U+xFFFE and U+xFFFF). */
    private static boolean isNoncharacter(int c) {
        return (c >= 0xFDD0 && c <= 0xFDEF) || (c & 0xFFFE) == 0xFFFE;
    }
}
