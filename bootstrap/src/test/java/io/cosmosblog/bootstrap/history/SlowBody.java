package io.cosmosblog.bootstrap.history;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/**
 * A write over a raw socket whose body comes in two halves, something else done between them: the
 * server has the headers (and the token) long before it has the whole body.
 */
final class SlowBody {

    private SlowBody() {
    }

    static Api.Answer send(int port, String method, String path, String json, String token, Runnable between) {
        byte[] body = json.getBytes(StandardCharsets.UTF_8);
        int half = body.length / 2;
        String head = method + " " + path + " HTTP/1.1\r\nHost: localhost:" + port + "\r\nContent-Type: application/json\r\n"
                + "Authorization: Bearer " + token + "\r\nContent-Length: " + body.length + "\r\nConnection: close\r\n\r\n";
        try (Socket socket = new Socket("localhost", port)) {
            socket.setSoTimeout(60_000);
            OutputStream out = socket.getOutputStream();
            out.write(head.getBytes(StandardCharsets.US_ASCII));
            out.write(body, 0, half);
            out.flush();
            between.run();
            try {
                out.write(body, half, body.length - half);
                out.flush();
            } catch (IOException answeredEarly) {
                // The server may answer (and close) before the rest arrives: its answer is still there to read.
            }
            String response = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            int status = Integer.parseInt(response.substring("HTTP/1.1 ".length(), "HTTP/1.1 ".length() + 3));
            int end = response.indexOf("\r\n\r\n");
            return new Api.Answer(method + " " + path + " (its body sent slowly)", status, end < 0 ? "" : response.substring(end + 4));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
