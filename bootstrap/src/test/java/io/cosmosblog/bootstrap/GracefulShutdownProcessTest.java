package io.cosmosblog.bootstrap;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * SIGTERM to the service in a JVM of its own, as an orchestrator sends it: the process logs that it
 * stopped and exits promptly, also with a client's idle keep-alive connection open (which held the
 * stop up 1 to 2 s while Jetty waited for it to time out). Logs are on stderr, nothing on stdout.
 * No tight timing is asserted: exits take tens of milliseconds, the bound is seconds.
 */
@Execution(ExecutionMode.CONCURRENT)
@Order(12) // among the longest: started first
class GracefulShutdownProcessTest {

    private static final Duration PROMPTLY = Duration.ofSeconds(5);
    private static final int SIGTERM_EXIT = 128 + 15;

    @Test
    void sigterm_stops_the_service_and_the_jvm_exits_promptly_even_with_an_idle_connection_open() throws Exception {
        ServiceProcess service = ServiceProcess.startInMemory("sigterm", ServiceProcess.freePort());
        Optional<Duration> exit;
        try (Socket idle = new Socket("localhost", service.port())) {
            OutputStream out = idle.getOutputStream();
            out.write("GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = idle.getInputStream();
            assertThat(new String(in.readNBytes(12), StandardCharsets.US_ASCII)).isEqualTo("HTTP/1.1 200");

            exit = service.terminate(PROMPTLY.multipliedBy(6));
        }

        assertThat(exit).as("the JVM exited (stderr: %s)", service.stderr()).isPresent();
        System.out.println("GracefulShutdownProcessTest: exited " + exit.get().toMillis() + " ms after SIGTERM");
        assertThat(exit.get()).as("time from SIGTERM to exit").isLessThan(PROMPTLY);
        assertThat(service.exitValue()).isEqualTo(SIGTERM_EXIT);
        assertThat(service.stderr()).contains("Stopping: finishing requests in flight", "- Stopped");
        assertThat(service.stdout()).as("stdout, where no log line belongs").isEmpty();
    }
}
