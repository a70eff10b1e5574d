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
final class TricklingClient implements Runnable {

    private static final long PAUSE_MS = 500;

    private final RawHttp http;
    private final Account account;
    private final long deadline;
    private final Tally tally;

    TricklingClient(RawHttp http, Account account, long deadline, Tally tally) {
        this.http = http;
        this.account = account;
        this.deadline = deadline;
        this.tally = tally;
    }

    @Override
    public void run() {
        while (System.nanoTime() < deadline) {
            long start = System.nanoTime();
            try (Socket socket = http.open(account.address())) {
                OutputStream out = socket.getOutputStream();
                InputStream in = socket.getInputStream();
                out.write(("POST /api/posts HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer " + account.token()
                        + "\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n{\"title\":\"slow\",\"content\":\"")
                        .getBytes(StandardCharsets.ISO_8859_1));
                out.flush();
                trickle(out, in, start);
            } catch (IOException e) {
                tally.noAnswer();
            }
        }
    }

    /** A byte at a time until the server answers or closes, or the run ends. */
    private void trickle(OutputStream out, InputStream in, long start) throws IOException {
        while (System.nanoTime() < deadline) {
            if (in.available() > 0) {
                RawHttp.Answer answer = RawHttp.read(in, start);
                tally.answered(answer.status(), answer.nanos());
                return;
            }
            try {
                out.write('x');
                out.flush();
            } catch (IOException closed) {
                // The server cut it off: its answer, if it sent one, is still to be read.
                RawHttp.Answer answer = RawHttp.read(in, start);
                tally.answered(answer.status(), answer.nanos());
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
