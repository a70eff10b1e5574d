package io.cosmosblog.adapters.cosmos;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.parallel.Isolated;
import org.slf4j.LoggerFactory;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The SDK's diagnostics of a slow or failed operation are one short line in the service's log, not
 * the SDK's JSON of several kilobytes: here every operation is slower than the point-operation
 * threshold (the server answers after 150 ms).
 */
@Isolated // it reads the whole JVM's log: no other class may write there meanwhile
class DiagnosticsLogTest {

    private static final int LONGEST_LINE = 500;

    /** The latency is set on a server of this test's own. */
    @RegisterExtension
    static final OwnTestServer server = new OwnTestServer("--latency-ms", "150");

    @Test
    void each_slow_or_failed_operation_is_at_most_one_bounded_line() {
        try (CosmosStorageUnderTest service = new CosmosStorageUnderTest(server.account(), DataModel.V3)) {
            StoragePorts ports = service.ports();
            ListAppender<ILoggingEvent> log = capture();
            try {
                User ada = Samples.user("ada");
                ports.users().add(ada);
                ports.users().find(ada.id());
                ports.users().find(new UserId("nobody"));
                Post post = Samples.post(ada, "first");
                ports.posts().add(post);
                ports.posts().find(post.id());
            } finally {
                release(log);
            }

            List<String> lines = log.list.stream()
                    .filter(event -> event.getLoggerName().startsWith("com.azure.cosmos")
                            || event.getLoggerName().endsWith(".SlowOperations"))
                    .map(ILoggingEvent::getFormattedMessage).toList();
            System.out.printf("diagnostics lines for 5 requests: %d, %d characters in all, the longest %d%n", lines.size(),
                    lines.stream().mapToInt(String::length).sum(), lines.stream().mapToInt(String::length).max().orElse(0));
            assertThat(lines).as("the slow operations are logged").isNotEmpty();
            assertThat(lines).as("one short line each").allSatisfy(line -> {
                assertThat(line).doesNotContain("\n");
                assertThat(line.length()).isLessThanOrEqualTo(LONGEST_LINE);
            });
            List<String> activities = lines.stream().map(line -> line.replaceAll(".*activity ([0-9a-f-]+).*", "$1")).toList();
            assertThat(activities).as("at most one line per operation").doesNotHaveDuplicates();
        }
    }

    private static final List<String> SHIPPED_INFO = List.of("com.azure.cosmos.CosmosDiagnosticsLogger", "io.cosmosblog");

    /** Every line, with the SDK's diagnostics logger and the service's at INFO (stricter than the shipped levels). */
    private static ListAppender<ILoggingEvent> capture() {
        ListAppender<ILoggingEvent> appender = new ListAppender<>();
        appender.start();
        SHIPPED_INFO.forEach(name -> ((Logger) LoggerFactory.getLogger(name)).setLevel(Level.INFO));
        root().addAppender(appender);
        return appender;
    }

    private static void release(ListAppender<ILoggingEvent> appender) {
        root().detachAppender(appender);
        SHIPPED_INFO.forEach(name -> ((Logger) LoggerFactory.getLogger(name)).setLevel(null));
    }

    private static Logger root() {
        return (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
    }
}
