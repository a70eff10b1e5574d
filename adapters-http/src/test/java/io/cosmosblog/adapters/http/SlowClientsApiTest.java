package io.cosmosblog.adapters.http;

import io.cosmosblog.adapters.http.security.LoadBounds;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Clients that send their bodies slowly, or hold every turn for writes, cannot take the service
 * down: a trickling body is cut off with 408, and while writers hold every turn the reads and
 * {@code /health} still answer and the next write is told 503 with {@code Retry-After}. The
 * bounds are small here (two writes at once, half a second's wait) so that the test is quick; its
 * waits are generous upper bounds, not timings.
 */
class SlowClientsApiTest {

    private static final LoadBounds SMALL = new LoadBounds(2, 1, Duration.ofMillis(500), 1024, Duration.ofSeconds(3));

    @RegisterExtension
    static final TestApi api = TestApi.bounded(SMALL);

    @Test
    void a_body_that_trickles_in_is_cut_off_with_408() throws Exception {
        try (Socket socket = new Socket("localhost", api.port())) {
            socket.setSoTimeout(20_000);
            OutputStream out = socket.getOutputStream();
            out.write(headers(100_000));
            Thread trickle = background(() -> sendSlowly(out, 1, Duration.ofMillis(200)));

            String status = statusLine(socket.getInputStream());

            trickle.interrupt();
            assertThat(status).startsWith("HTTP/1.1 408");
        }
    }

    /**
     * A small body in two parts a tenth of a second apart came at about 190 bytes a second, under the
     * least rate; but a rate means nothing over a few bytes, and a body the service is slow to read
     * (a loaded machine) looks just like this one. It was cut off with 408.
     */
    @Test
    void a_small_body_that_pauses_once_is_served() throws Exception {
        try (Socket socket = new Socket("localhost", api.port())) {
            socket.setSoTimeout(20_000);
            OutputStream out = socket.getOutputStream();
            byte[] rest = "erin\"}".getBytes(StandardCharsets.US_ASCII);
            out.write(headers(13 + rest.length));
            out.flush();
            Thread.sleep(100);
            out.write(rest);
            out.flush();

            assertThat(statusLine(socket.getInputStream())).startsWith("HTTP/1.1 201");
        }
    }

    @Test
    void while_writers_hold_every_turn_reads_answer_and_the_next_write_is_told_when_to_come_back() throws Exception {
        List<Socket> writers = new ArrayList<>();
        try {
            for (int i = 0; i < SMALL.writesInProgress(); i++) {
                Socket writer = new Socket("localhost", api.port());
                writers.add(writer);
                OutputStream out = writer.getOutputStream();
                out.write(headers(1_000_000));
                // Fast enough not to be cut off, slow enough to hold its turn for the whole test.
                background(() -> sendSlowly(out, 256, Duration.ofMillis(100)));
            }
            Thread.sleep(300);

            assertThat(api.get("/health").status()).isEqualTo(200);
            assertThat(api.get("/api/feed").status()).isEqualTo(200);
            TestApi.Reply refused = api.send("POST", "/api/users", null, "{\"username\":\"carol\"}");

            assertThat(refused.status()).isEqualTo(503);
            assertThat(refused.header("Retry-After")).isEqualTo("1");
            assertThat(refused.header("Content-Security-Policy")).isNotNull();
            assertThat(refused.json().get("error").get("code").asText()).isEqualTo("service_busy");
        } finally {
            for (Socket writer : writers) {
                writer.close();
            }
        }
        Thread.sleep(300);
        api.send("POST", "/api/users", null, "{\"username\":\"dan\"}").expect(201);
    }

    private static byte[] headers(int contentLength) {
        return ("POST /api/users HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: "
                + contentLength + "\r\n\r\n{\"username\":\"").getBytes(StandardCharsets.US_ASCII);
    }

    private static Thread background(Runnable work) {
        Thread thread = new Thread(work, "slow-client");
        thread.setDaemon(true);
        thread.start();
        return thread;
    }

    private static void sendSlowly(OutputStream out, int bytes, Duration pause) {
        byte[] chunk = "a".repeat(bytes).getBytes(StandardCharsets.US_ASCII);
        try {
            while (!Thread.currentThread().isInterrupted()) {
                out.write(chunk);
                out.flush();
                Thread.sleep(pause.toMillis());
            }
        } catch (IOException | InterruptedException closed) {
            // the server cut the connection off, or the test is over
        }
    }

    private static String statusLine(InputStream in) throws IOException {
        StringBuilder line = new StringBuilder();
        for (int c = in.read(); c != -1 && c != '\r'; c = in.read()) {
            line.append((char) c);
        }
        return line.toString();
    }
}
