package io.cosmosblog.domain.shared;

/**
 * White space as Unicode's White_Space property has it. Java's tests each see only part of it:
 * {@link String#strip()} keeps the no-break spaces (U+00A0, U+2007, U+202F) and drops some
 * control characters that are not white space at all.
 */
final class WhiteSpace {

    private WhiteSpace() {
    }

    static boolean is(int c) {
        if ((c >= 0x09 && c <= 0x0D) || c == 0x85) {
            return true;
        }
        int type = Character.getType(c);
        return type == Character.SPACE_SEPARATOR || type == Character.LINE_SEPARATOR || type == Character.PARAGRAPH_SEPARATOR;
    }

    /** {@code value} without the white space at its start and end. */
    static String strip(String value) {
        int start = 0;
        while (start < value.length() && is(value.codePointAt(start))) {
            start += Character.charCount(value.codePointAt(start));
        }
        int end = value.length();
        while (end > start && is(value.codePointBefore(end))) {
            end -= Character.charCount(value.codePointBefore(end));
        }
        return value.substring(start, end);
    }
}
