package io.cosmosblog.tools.bench;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;

/**
 * Reads HTTP/1.1 responses off one keep-alive connection, whole (by Content-Length or chunks),
 * the way wrk does: straight from its own buffer, with no String, no lock and no allocation per
 * answer. The ceiling's load must cost the same per answer whatever headers an answer carries:
 * reading it through {@code BufferedInputStream} (a lock per byte) and a String per header line
 * cost the client several microseconds more for Q2's nine headers than for the bare route's
 * three, taken from the server under test on a machine of two cores.
 */
final class ResponseReader {

    private static final byte[] CONTENT_LENGTH = "content-length:".getBytes();
    private static final byte[] TRANSFER_ENCODING = "transfer-encoding:".getBytes();
    private static final byte[] CHUNKED = "chunked".getBytes();

    private final InputStream in;
    private final byte[] buffer = new byte[64 * 1024];
    private int start;
    private int end;

    ResponseReader(InputStream in) {
        this.in = in;
    }

    /** Reads one response, body included; its status code. */
    int next() throws IOException {
        int lineEnd = lineEnd();
        if (lineEnd - start < 12) {
            throw new IOException("not an HTTP status line");
        }
        int status = (buffer[start + 9] - '0') * 100 + (buffer[start + 10] - '0') * 10 + (buffer[start + 11] - '0');
        start = lineEnd + 1;
        long length = -1;
        boolean chunked = false;
        for (lineEnd = lineEnd(); lineEnd - start > 1; lineEnd = lineEnd()) {
            if (startsWith(CONTENT_LENGTH, lineEnd)) {
                length = number(start + CONTENT_LENGTH.length, lineEnd, 10);
            } else if (startsWith(TRANSFER_ENCODING, lineEnd)) {
                chunked = contains(CHUNKED, start + TRANSFER_ENCODING.length, lineEnd);
            }
            start = lineEnd + 1;
        }
        start = lineEnd + 1;
        if (chunked) {
            for (long size = chunkSize(); size > 0; size = chunkSize()) {
                skip(size + 2);
            }
            start = lineEnd() + 1;
        } else if (length > 0) {
            skip(length);
        }
        return status;
    }

    private long chunkSize() throws IOException {
        int lineEnd = lineEnd();
        long size = number(start, lineEnd, 16);
        start = lineEnd + 1;
        return size;
    }

    /** The index of the next '\n' at or after start, reading more as needed. */
    private int lineEnd() throws IOException {
        for (int i = start; ; i++) {
            if (i == end) {
                i -= start;
                fill();
                i += start;
            }
            if (buffer[i] == '\n') {
                return i;
            }
        }
    }

    private void skip(long bytes) throws IOException {
        long left = bytes;
        while (left > end - start) {
            left -= end - start;
            start = end;
            fill();
        }
        start += (int) left;
    }

    /** Moves what is unread to the front and reads at least one more byte. */
    private void fill() throws IOException {
        if (start > 0) {
            System.arraycopy(buffer, start, buffer, 0, end - start);
            end -= start;
            start = 0;
        }
        if (end == buffer.length) {
            throw new IOException("a header line longer than " + buffer.length + " bytes");
        }
        int read = in.read(buffer, end, buffer.length - end);
        if (read < 0) {
            throw new EOFException("the connection closed mid-answer");
        }
        end += read;
    }

    private boolean startsWith(byte[] lowerCase, int lineEnd) {
        if (lineEnd - start < lowerCase.length) {
            return false;
        }
        for (int i = 0; i < lowerCase.length; i++) {
            if ((buffer[start + i] | 0x20) != lowerCase[i]) { // letters to lower case; ':' and '-' keep that bit
                return false;
            }
        }
        return true;
    }

    private boolean contains(byte[] lowerCase, int from, int to) {
        for (int at = from; at + lowerCase.length <= to; at++) {
            int i = 0;
            while (i < lowerCase.length && (buffer[at + i] | 0x20) == lowerCase[i]) {
                i++;
            }
            if (i == lowerCase.length) {
                return true;
            }
        }
        return false;
    }

    private long number(int from, int to, int radix) throws IOException {
        long value = 0;
        boolean any = false;
        for (int i = from; i < to; i++) {
            int digit = Character.digit(buffer[i], radix);
            if (digit >= 0) {
                value = value * radix + digit;
                any = true;
            } else if (any || (buffer[i] != ' ' && buffer[i] != '\t' && buffer[i] != '\r')) {
                break; // a chunk extension (";name=value") or the line's end
            }
        }
        if (!any) {
            throw new IOException("a length that is not a number");
        }
        return value;
    }
}
