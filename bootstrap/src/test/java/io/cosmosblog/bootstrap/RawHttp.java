package io.cosmosblog.bootstrap;

import io.cosmosblog.adapters.http.contract.Answer;
import io.cosmosblog.adapters.http.contract.ApiDescription;
import io.cosmosblog.adapters.http.contract.Sent;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Bytes no well-behaved client library would send: for requests only a raw socket can make. Such a
 * request is bad on purpose, so openapi.yaml need not describe it; its answer must be as it describes.
 */
final class RawHttp {

    private RawHttp() {
    }

    /** Sends {@code request} (ISO-8859-1, so any byte can be written) and returns the whole response text. */
    static String exchange(int port, String request) {
        String response;
        try (Socket socket = new Socket("localhost", port)) {
            socket.setSoTimeout(5_000);
            socket.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
            socket.shutdownOutput();
            InputStream in = socket.getInputStream();
            response = new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String[] requestLine = request.substring(0, Math.max(0, request.indexOf("\r\n"))).split(" ");
        ApiDescription.served().assertDescribesAnswerTo(Sent.of(requestLine[0], requestLine.length > 1 ? requestLine[1] : "/"),
                answer(response));
        return response;
    }

    static int status(String response) {
        return Integer.parseInt(response.substring("HTTP/1.1 ".length(), "HTTP/1.1 ".length() + 3));
    }

    /** The response's status, headers and body (chunks joined), its text read as UTF-8. */
    private static Answer answer(String response) {
        int end = response.indexOf("\r\n\r\n");
        String[] head = response.substring(0, end < 0 ? response.length() : end).split("\r\n");
        Map<String, List<String>> headers = new LinkedHashMap<>();
        for (int i = 1; i < head.length; i++) {
            int colon = head[i].indexOf(':');
            if (colon > 0) {
                headers.computeIfAbsent(head[i].substring(0, colon).trim(), name -> new ArrayList<>())
                        .add(head[i].substring(colon + 1).trim());
            }
        }
        String body = end < 0 ? "" : response.substring(end + 4);
        boolean chunked = headers.entrySet().stream().anyMatch(header -> header.getKey().equalsIgnoreCase("Transfer-Encoding")
                && header.getValue().toString().toLowerCase(Locale.ROOT).contains("chunked"));
        if (chunked) {
            body = unchunked(body);
        }
        return new Answer(status(response), headers,
                new String(body.getBytes(StandardCharsets.ISO_8859_1), StandardCharsets.UTF_8));
    }

    private static String unchunked(String body) {
        ByteArrayOutputStream joined = new ByteArrayOutputStream();
        int at = 0;
        while (at < body.length()) {
            int lineEnd = body.indexOf("\r\n", at);
            int size = Integer.parseInt(body.substring(at, lineEnd).split(";")[0].trim(), 16);
            if (size == 0) {
                break;
            }
            joined.writeBytes(body.substring(lineEnd + 2, lineEnd + 2 + size).getBytes(StandardCharsets.ISO_8859_1));
            at = lineEnd + 2 + size + 2;
        }
        return joined.toString(StandardCharsets.ISO_8859_1);
    }
}
