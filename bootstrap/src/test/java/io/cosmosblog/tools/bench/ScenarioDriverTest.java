package io.cosmosblog.tools.bench;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The driver against a service that closes a kept-alive connection just as a write goes out on
 * it, as a server closes an idle one: the JDK client then reports "HTTP/1.1 header parser
 * received no bytes" and, for a POST, does not send it again by itself.
 */
class ScenarioDriverTest {

    @Test
    void a_write_sent_on_a_connection_the_service_just_closed_is_sent_again_not_counted_as_an_error() throws Exception {
        try (ClosingService service = new ClosingService()) {
            HttpRequest like = HttpRequest.newBuilder(URI.create("http://localhost:" + service.port() + "/api/posts/p/likes"))
                    .POST(HttpRequest.BodyPublishers.ofString("{}")).build();

            Measurement measured = new ScenarioDriver(1).drive(new Scenario("C4", "like a post", random -> like), 3, 7);

            assertThat(measured.errors().byReason()).isEqualTo(Map.of());
            assertThat(measured.requests()).isEqualTo(3);
            assertThat(service.answered()).isEqualTo(3);
        }
    }

    @Test
    void a_write_that_gets_no_answer_twice_is_counted_with_its_reason() throws Exception {
        try (ClosingService service = new ClosingService(Integer.MAX_VALUE)) {
            HttpRequest like = HttpRequest.newBuilder(URI.create("http://localhost:" + service.port() + "/api/posts/p/likes"))
                    .POST(HttpRequest.BodyPublishers.ofString("{}")).build();

            Measurement measured = new ScenarioDriver(1).drive(new Scenario("C4", "like a post", random -> like), 2, 7);

            assertThat(measured.failures()).isEqualTo(1);
            assertThat(measured.errors().byReason().keySet()).singleElement().asString().startsWith("no answer, ");
        }
    }

    /**
     * A service on a plain socket: its first connection answers one request, then closes on the
     * next unanswered; each later connection answers all of its requests, but the first
     * {@code closing} connections, which close on their first request.
     */
    private static final class ClosingService implements AutoCloseable {

        private final ServerSocket socket = new ServerSocket(0);
        private final AtomicInteger answered = new AtomicInteger();
        private final int closing;

        ClosingService() throws IOException {
            this(0);
        }

        ClosingService(int closing) throws IOException {
            this.closing = closing;
            Thread accepting = new Thread(this::accept, "closing-service");
            accepting.setDaemon(true);
            accepting.start();
        }

        int port() {
            return socket.getLocalPort();
        }

        int answered() {
            return answered.get();
        }

        private void accept() {
            for (int connection = 0; !socket.isClosed(); connection++) {
                try (Socket client = socket.accept()) {
                    InputStream in = new BufferedInputStream(client.getInputStream());
                    OutputStream out = client.getOutputStream();
                    int answers = connection == 0 ? 1 : connection <= closing ? 0 : Integer.MAX_VALUE;
                    for (int i = 0; readRequest(in); i++) {
                        if (i == answers) {
                            break; // closed with the request read and no byte of an answer sent
                        }
                        // Counted before it is sent: the client may read the answer, and the test
                        // this count, before this thread runs again.
                        answered.incrementAndGet();
                        out.write("HTTP/1.1 201 Created\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}"
                                .getBytes(StandardCharsets.US_ASCII));
                        out.flush();
                    }
                } catch (IOException e) {
                    // the test closed the service
                }
            }
        }

        /** Reads one request, body included; false at the end of the connection. */
        private static boolean readRequest(InputStream in) throws IOException {
            int length = 0;
            for (String line = readLine(in); line != null; line = readLine(in)) {
                if (line.isEmpty()) {
                    in.readNBytes(length);
                    return true;
                }
                if (line.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
                    length = Integer.parseInt(line.substring("content-length:".length()).strip());
                }
            }
            return false;
        }

        private static String readLine(InputStream in) throws IOException {
            StringBuilder line = new StringBuilder();
            for (int b = in.read(); b >= 0; b = in.read()) {
                if (b == '\n') {
                    return line.toString().strip();
                }
                line.append((char) b);
            }
            return line.length() == 0 ? null : line.toString();
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }
}
