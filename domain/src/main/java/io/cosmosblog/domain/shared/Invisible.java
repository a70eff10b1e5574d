package io.cosmosblog.domain.shared;

/**
 * The characters that show nothing on their own. A name or title made only of them would look
 * blank; between visible ones, the joiners, selectors and tags among them shape emoji and scripts.
 */
final class Invisible {

    static final int ZERO_WIDTH_NON_JOINER = 0x200C;
    static final int ZERO_WIDTH_JOINER = 0x200D;

    private Invisible() {
    }

    static boolean showsNothing(String value) {
        return value.codePoints().allMatch(Invisible::is);
    }

    static boolean is(int c) {
        return WhiteSpace.is(c) || isMark(c) || isFiller(c) || isTag(c)
                || c == ZERO_WIDTH_JOINER || c == ZERO_WIDTH_NON_JOINER;
    }

    /** A tag character, as in a subdivision flag (a black flag, then tags spelling e.g. "gbsct", then a cancel tag). */
    static boolean isTag(int c) {
        return c >= 0xE0020 && c <= 0xE007F;
    }

    /** Combining marks, variation selectors among them (U+FE00 to U+FE0F, U+E0100 to U+E01EF). */
    private static boolean isMark(int c) {
        int type = Character.getType(c);
        return type == Character.NON_SPACING_MARK || type == Character.ENCLOSING_MARK || type == Character.COMBINING_SPACING_MARK;
    }

    /** Letters and a symbol that are drawn as nothing: the Hangul fillers and the blank Braille pattern. */
    private static boolean isFiller(int c) {
        return c == 0x115F || c == 0x1160 || c == 0x3164 || c == 0xFFA0 || c == 0x2800;
    }
}
