package io.cosmosblog.adapters.http;

import io.cosmosblog.domain.user.UserId;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.extension.RegisterExtension;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A write whose headers, token included, arrived before a revocation and whose body arrives after
 * it is answered: refused with 401 and nothing stored, however slowly the body came.
 */
class RevokedWhileTheBodyArrivesApiTest {

    private static final String BODY = "{\"title\":\"Late\",\"content\":\"Sent after the token was revoked.\"}";

    @RegisterExtension
    static final TestApi api = new TestApi();

    @ParameterizedTest
    @ValueSource(strings = {"sign out everywhere", "replace the token", "erase the account"})
    void a_post_whose_body_arrives_after_the_revocation_is_answered_is_refused(String revocation) throws Exception {
        TestApi.Member ann = api.register("ann");
        try (Socket socket = new Socket("localhost", api.port())) {
            socket.setSoTimeout(20_000);
            OutputStream out = socket.getOutputStream();
            out.write(("POST /api/posts HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                    + "Authorization: Bearer " + ann.token() + "\r\nContent-Length: " + BODY.length() + "\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            Thread.sleep(200); // the headers read and the request handed to its handler, waiting for the body

            switch (revocation) {
                case "sign out everywhere" -> api.send("DELETE", "/api/users/" + ann.id() + "/token", ann.token(), null).expect(204);
                case "replace the token" -> api.send("POST", "/api/users/" + ann.id() + "/token", ann.token(), null).expect(201);
                default -> api.send("DELETE", "/api/users/" + ann.id(), ann.token(), null).expect(204);
            }
            out.write(BODY.getBytes(StandardCharsets.US_ASCII));
            out.flush();

            assertThat(statusLine(socket.getInputStream())).startsWith("HTTP/1.1 401");
        }
        AtomicInteger stored = new AtomicInteger();
        api.ports().posts().forEachBy(new UserId(ann.id()), post -> stored.incrementAndGet());
        assertThat(stored).as("posts of %s stored after %s", ann.id(), revocation).hasValue(0);
    }

    private static String statusLine(InputStream in) throws IOException {
        StringBuilder line = new StringBuilder();
        for (int c = in.read(); c != -1 && c != '\r'; c = in.read()) {
            line.append((char) c);
        }
        return line.toString();
    }
}
