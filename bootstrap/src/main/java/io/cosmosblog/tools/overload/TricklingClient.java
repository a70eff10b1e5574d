package io.cosmosblog.tools.overload;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/**
 * A client that declares a body of a megabyte and sends it a byte every half second, over and over:
 * it would hold a server thread for days. The service must cut it off (408) or turn it away (503)
 * and go on serving everyone else.
 */
final class TricklingClient extends LoadClient {

    private static final long PAUSE_MS = 500;

    private final Account account;

    TricklingClient(RawHttp http, Account account, long deadline, Tally tally) {
        super(http, deadline, tally);
        this.account = account;
    }

    @Override
    void request() throws IOException {
        long start = System.nanoTime();
        try (Socket socket = http.open(account.address())) {
            OutputStream out = socket.getOutputStream();
            InputStream in = socket.getInputStream();
            out.write(("POST /api/posts HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer " + account.token()
                    + "\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n{\"title\":\"slow\",\"content\":\"")
                    .getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            trickle(out, in, start);
        }
    }

    /** A byte at a time until the server answers or closes, or the run ends. */
    private void trickle(OutputStream out, InputStream in, long start) throws IOException {
        while (beforeDeadline()) {
            if (in.available() > 0) {
                counted(RawHttp.read(in, start));
                return;
            }
            try {
                out.write('x');
                out.flush();
            } catch (IOException closed) {
                // The server cut it off: its answer, if it sent one, is still to be read.
                counted(RawHttp.read(in, start));
                return;
            }
            pause();
        }
    }

    private static void pause() {
        try {
            Thread.sleep(PAUSE_MS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
