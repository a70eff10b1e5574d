package io.cosmosblog.bootstrap;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/** Bytes no well-behaved client library would send: for requests only a raw socket can make. */
final class RawHttp {

    private RawHttp() {
    }

    /** Sends {@code request} (ISO-8859-1, so any byte can be written) and returns the whole response text. */
    static String exchange(int port, String request) {
        try (Socket socket = new Socket("localhost", port)) {
            socket.setSoTimeout(5_000);
            socket.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
            socket.shutdownOutput();
            InputStream in = socket.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static int status(String response) {
        return Integer.parseInt(response.substring("HTTP/1.1 ".length(), "HTTP/1.1 ".length() + 3));
    }
}
