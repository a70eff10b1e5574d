package io.cosmosblog.adapters.http.json;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/** A post written by hand is the very bytes the API's mapper writes, and a post it cannot write plainly goes to the mapper. */
class PostJsonBytesTest {

    private static final ObjectMapper API = JsonMapping.strict();
    /** Plain letters, then what must be escaped or is not ASCII, then what looks like it. */
    private static final String ALPHABET = "abcdefghij KLMNOP 0123456789.,;:!/'<>&=+-_~`#%^*()[]{}|?"
            + "\"\\\n\r\t\b\f\u0000\u001f\u007f" + "\u00e9\u00ff\u0100\u20ac\u2028\uD83D\uDE00\uD800";

    @Test
    void a_plain_post_is_written_as_the_mapper_writes_it_and_any_other_is_left_to_the_mapper() throws Exception {
        SplittableRandom random = new SplittableRandom(7);
        int plain = 0;
        for (int i = 0; i < 20_000; i++) {
            PostJson post = new PostJson(text(random, 36), text(random, 36), text(random, 36), text(random, 20),
                    text(random, 60), text(random, 400), random.nextLong(0, Long.MAX_VALUE), random.nextInt(1000),
                    "2026-11-27T09:15:00.123Z");

            var written = PostJsonBytes.of(post);

            if (written.isPresent()) {
                plain++;
                assertThat(written.get()).as("%s", post).isEqualTo(API.writeValueAsBytes(post));
            } else {
                assertThat(new String(API.writeValueAsBytes(post), java.nio.charset.StandardCharsets.UTF_8))
                        .as("only a text the mapper escapes or encodes is left to it").matches(s -> !isPlainAscii(s));
            }
        }
        assertThat(plain).as("most posts are plain").isGreaterThan(10_000);
    }

    /** Mostly plain letters; now and then one character from anywhere in the alphabet. */
    private static String text(SplittableRandom random, int longest) {
        int length = random.nextInt(longest + 1);
        StringBuilder text = new StringBuilder(length);
        for (int c = 0; c < length; c++) {
            int from = random.nextInt(8 * longest) == 0 ? ALPHABET.length() : 56;
            text.append(ALPHABET.charAt(random.nextInt(from)));
        }
        return text.toString();
    }

    private static boolean isPlainAscii(String json) {
        return json.chars().allMatch(c -> c >= 0x20 && c < 0x7F) && !json.contains("\\");
    }
}
