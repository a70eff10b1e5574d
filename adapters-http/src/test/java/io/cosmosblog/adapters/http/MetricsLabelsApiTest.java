package io.cosmosblog.adapters.http;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The request metrics take their labels from a closed set whatever clients send: a method the API
 * does not serve, invented by a client, counts as {@code OTHER}, so that no client can grow the
 * registry (and {@code /metrics}) one series per name it makes up.
 */
class MetricsLabelsApiTest {

    @RegisterExtension
    static final TestApi API = new TestApi();

    @Test
    void invented_methods_count_as_one_other_method() throws IOException {
        for (int i = 0; i < 50; i++) {
            assertThat(statusOf("X" + i + " /api/feed HTTP/1.1")).startsWith("HTTP/1.1 4");
        }
        assertThat(statusOf("GET /api/feed HTTP/1.1")).startsWith("HTTP/1.1 200");

        assertThat(API.methodsInMetrics()).containsExactlyInAnyOrder("GET", "OTHER");
    }

    private static String statusOf(String requestLine) throws IOException {
        try (Socket socket = new Socket("localhost", API.port())) {
            OutputStream out = socket.getOutputStream();
            out.write((requestLine + "\r\nHost: localhost\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            return new String(in.readNBytes(12), StandardCharsets.US_ASCII);
        }
    }
}
