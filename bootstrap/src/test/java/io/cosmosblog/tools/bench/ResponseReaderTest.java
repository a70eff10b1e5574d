package io.cosmosblog.tools.bench;

import java.io.ByteArrayInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ResponseReaderTest {

    private static final String BY_LENGTH = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nCONTENT-LENGTH: 11\r\n"
            + "X-Request-Id: abc\r\n\r\n{\"a\":\"b\"}\r\n";
    private static final String CHUNKED = "HTTP/1.1 404 Not Found\r\ntransfer-encoding: Chunked\r\n\r\n"
            + "5\r\nhello\r\n1a;name=value\r\nabcdefghijklmnopqrstuvwxyz\r\n0\r\n\r\n";
    private static final String EMPTY = "HTTP/1.1 204 No Content\r\nContent-Length: 0\r\n\r\n";

    @Test
    void reads_answers_back_to_back_by_length_by_chunks_and_empty() throws IOException {
        ResponseReader reader = new ResponseReader(stream(BY_LENGTH + CHUNKED + EMPTY + BY_LENGTH, Integer.MAX_VALUE));

        assertThat(reader.next()).isEqualTo(200);
        assertThat(reader.next()).isEqualTo(404);
        assertThat(reader.next()).isEqualTo(204);
        assertThat(reader.next()).isEqualTo(200);
        assertThatThrownBy(reader::next).isInstanceOf(EOFException.class);
    }

    @Test
    void answers_split_anywhere_between_reads_are_read_the_same() throws IOException {
        for (int piece = 1; piece <= 7; piece++) {
            ResponseReader reader = new ResponseReader(stream(CHUNKED + BY_LENGTH + CHUNKED, piece));

            assertThat(reader.next()).as("pieces of %d bytes", piece).isEqualTo(404);
            assertThat(reader.next()).isEqualTo(200);
            assertThat(reader.next()).isEqualTo(404);
        }
    }

    @Test
    void a_body_longer_than_the_buffer_is_skipped_whole() throws IOException {
        String big = "x".repeat(200_000);
        String answer = "HTTP/1.1 200 OK\r\nContent-Length: " + big.length() + "\r\n\r\n" + big;
        ResponseReader reader = new ResponseReader(stream(answer + EMPTY, 4096));

        assertThat(reader.next()).isEqualTo(200);
        assertThat(reader.next()).isEqualTo(204);
    }

    /** The bytes of {@code text}, handed out at most {@code piece} at a time, as a socket may. */
    private static InputStream stream(String text, int piece) {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.US_ASCII)) {
            @Override
            public synchronized int read(byte[] into, int offset, int length) {
                return super.read(into, offset, Math.min(length, piece));
            }
        };
    }
}
