package io.cosmosblog.tools.overload;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * HTTP/1.1 over a socket of its own, one request per connection, sent from a chosen address of
 * this machine's loopback range: the service keys its budgets on the peer's address, so each
 * simulated client writes from an address of its own (127.0.0.N), as clients on a network would.
 */
final class RawHttp {

    private static final int TIMEOUT_MS = 30_000;

    private final InetSocketAddress server;

    RawHttp(int port) {
        this.server = new InetSocketAddress(InetAddress.getLoopbackAddress(), port);
    }

    /** The status and body of one answer, and how long it took from connecting to its last byte. */
    record Answer(int status, String body, long nanos) {
    }

    Answer send(InetAddress from, String method, String path, String token, String json) throws IOException {
        long start = System.nanoTime();
        try (Socket socket = open(from)) {
            byte[] body = json == null ? new byte[0] : json.getBytes(StandardCharsets.UTF_8);
            StringBuilder head = new StringBuilder(method + " " + path + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n");
            if (token != null) {
                head.append("Authorization: Bearer ").append(token).append("\r\n");
            }
            if (json != null) {
                head.append("Content-Type: application/json\r\nContent-Length: ").append(body.length).append("\r\n");
            }
            OutputStream out = socket.getOutputStream();
            out.write(head.append("\r\n").toString().getBytes(StandardCharsets.ISO_8859_1));
            out.write(body);
            out.flush();
            return read(socket.getInputStream(), start);
        }
    }

    Socket open(InetAddress from) throws IOException {
        Socket socket = new Socket();
        socket.setSoTimeout(TIMEOUT_MS);
        socket.bind(new InetSocketAddress(from, 0));
        socket.connect(server, TIMEOUT_MS);
        return socket;
    }

    /** Reads one whole answer (the server closes the connection after it); a chunked body is put together. */
    static Answer read(InputStream in, long start) throws IOException {
        byte[] all = in.readAllBytes();
        String text = new String(all, StandardCharsets.ISO_8859_1);
        int endOfHead = text.indexOf("\r\n\r\n");
        if (!text.startsWith("HTTP/1.1 ") || endOfHead < 0) {
            throw new IOException("no HTTP answer (" + all.length + " bytes)");
        }
        int status = Integer.parseInt(text.substring(9, 12));
        String head = text.substring(0, endOfHead).toLowerCase(Locale.ROOT);
        byte[] body = java.util.Arrays.copyOfRange(all, endOfHead + 4, all.length);
        if (head.contains("\r\ntransfer-encoding: chunked")) {
            body = unchunked(body);
        }
        return new Answer(status, new String(body, StandardCharsets.UTF_8), System.nanoTime() - start);
    }

    private static byte[] unchunked(byte[] chunked) throws IOException {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        int at = 0;
        while (at < chunked.length) {
            int lineEnd = indexOfCrLf(chunked, at);
            String size = new String(chunked, at, lineEnd - at, StandardCharsets.ISO_8859_1).split(";")[0].strip();
            int length = Integer.parseInt(size, 16);
            if (length == 0) {
                break;
            }
            body.write(chunked, lineEnd + 2, length);
            at = lineEnd + 2 + length + 2;
        }
        return body.toByteArray();
    }

    private static int indexOfCrLf(byte[] bytes, int from) throws IOException {
        for (int i = from; i + 1 < bytes.length; i++) {
            if (bytes[i] == '\r' && bytes[i + 1] == '\n') {
                return i;
            }
        }
        throw new IOException("a chunk without its size line");
    }
}
