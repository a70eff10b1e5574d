package io.cosmosblog.adapters.http.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.json.UTF8JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * Writes a long string that is plain ASCII with nothing to escape (most of a post's or comment's
 * text) as its bytes, checked eight at a time; any other string goes to Jackson as usual. Jackson
 * looks at a string one character at a time, and a post's content was the dearest step of a read.
 * The output is the same byte for byte: only {@code "}, {@code \} and control characters would
 * have been escaped.
 */
final class PlainText extends StdSerializer<String> {

    /** Shorter strings gain nothing worth a second pass. */
    static final int SHORTEST = 48;

    private static final VarHandle WORDS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGH_BITS = 0x8080808080808080L;
    private static final long SPACES = 0x2020202020202020L;
    private static final long QUOTES = 0x2222222222222222L;
    private static final long BACKSLASHES = 0x5C5C5C5C5C5C5C5CL;
    private static final long QUESTION_MARKS = 0x3F3F3F3F3F3F3F3FL;

    PlainText() {
        super(String.class);
    }

    @Override
    public void serialize(String value, JsonGenerator json, SerializerProvider provider) throws IOException {
        if (value.length() >= SHORTEST && json instanceof UTF8JsonGenerator) { // writing bytes, not chars
            byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
            if (bytes.length == value.length() && needsNoEscape(bytes, value)) {
                json.writeRawUTF8String(bytes, 0, bytes.length);
                return;
            }
        }
        json.writeString(value);
    }

    /**
     * Whether {@code ascii} (the UTF-8 of {@code text}, one byte per character) holds no quote,
     * backslash or control character. A '?' is checked against the text: the encoder writes one
     * for a lone surrogate, which Jackson would escape instead.
     */
    static boolean needsNoEscape(byte[] ascii, String text) {
        int i = 0;
        for (; i + Long.BYTES <= ascii.length; i += Long.BYTES) {
            long word = (long) WORDS.get(ascii, i);
            if (((belowSpace(word) | equal(word, QUOTES) | equal(word, BACKSLASHES)) & HIGH_BITS) != 0) {
                return false;
            }
            if ((equal(word, QUESTION_MARKS) & HIGH_BITS) != 0 && !questionMarksAreText(ascii, text, i, i + Long.BYTES)) {
                return false;
            }
        }
        for (; i < ascii.length; i++) {
            byte b = ascii[i];
            if (b < ' ' || b == '"' || b == '\\' || (b == '?' && text.charAt(i) != '?')) {
                return false;
            }
        }
        return true;
    }

    private static boolean questionMarksAreText(byte[] ascii, String text, int from, int to) {
        for (int i = from; i < to; i++) {
            if (ascii[i] == '?' && text.charAt(i) != '?') {
                return false;
            }
        }
        return true;
    }

    /**
     * High bit set in some byte when a byte is below 0x20 (every byte here is below 0x80, so the
     * classic test is exact for "any"); tested with the others in one branch.
     */
    private static long belowSpace(long word) {
        return (word - SPACES) & ~word;
    }

    /** High bit set in some byte when a byte equals the one {@code pattern} repeats. */
    private static long equal(long word, long pattern) {
        long zeroWhereEqual = word ^ pattern;
        return (zeroWhereEqual - ONES) & ~zeroWhereEqual;
    }
}
