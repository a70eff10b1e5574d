package io.cosmosblog.adapters.http.json;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/** The API's mapper writes every string exactly as Jackson alone does, whichever way it takes. */
class PlainTextTest {

    private static final ObjectMapper API = JsonMapping.strict();
    private static final ObjectMapper JACKSON = new ObjectMapper();
    /** Plain letters, then what must be escaped or is not ASCII, then what looks like it. */
    private static final String ALPHABET = "abcdefghij KLMNOP 0123456789.,;:!/'<>&=+-_~`#%^*()[]{}|"
            + "\"\\\n\r\t\b\f\u0000\u001f\u007f" + "?" + "\u00e9\u00ff\u0100\u20ac\u2028\uD83D\uDE00\uD800\uDC00";

    @Test
    void any_string_long_or_short_is_written_as_jackson_writes_it() throws Exception {
        SplittableRandom random = new SplittableRandom(11);
        for (int i = 0; i < 20_000; i++) {
            int length = random.nextInt(2 * PlainText.SHORTEST + 20);
            // Mostly plain text, sometimes one odd character somewhere: the fast path's edges.
            int odd = random.nextInt(4) == 0 ? ALPHABET.length() : 55;
            StringBuilder text = new StringBuilder(length);
            for (int c = 0; c < length; c++) {
                text.append(ALPHABET.charAt(random.nextInt(random.nextInt(60) == 0 ? ALPHABET.length() : odd)));
            }
            String value = text.toString();

            Map<String, String> answer = Map.of("v", value);

            assertThat(API.writeValueAsBytes(answer)).as("%s", value.chars().boxed().toList())
                    .isEqualTo(JACKSON.writeValueAsBytes(answer));
            assertThat(API.writeValueAsString(answer)).isEqualTo(JACKSON.writeValueAsString(answer));
        }
    }

    @Test
    void plain_text_takes_the_fast_way_and_anything_to_escape_does_not() {
        String plain = "A plain sentence, with punctuation: (yes) and a question? " + "x".repeat(40);

        assertThat(PlainText.needsNoEscape(bytes(plain), plain)).isTrue();
        for (String odd : List.of("\"", "\\", "\n", "\u0000", "\u001f")) {
            String text = plain.substring(0, 30) + odd + plain.substring(30);
            assertThat(PlainText.needsNoEscape(bytes(text), text)).as("with %s", (int) odd.charAt(0)).isFalse();
        }
        String loneSurrogate = plain.substring(0, 17) + "\uD800" + plain.substring(17);
        assertThat(PlainText.needsNoEscape(bytes(loneSurrogate), loneSurrogate)).isFalse();
    }

    private static byte[] bytes(String text) {
        return text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
    }
}
