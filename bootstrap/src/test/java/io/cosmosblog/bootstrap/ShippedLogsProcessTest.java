package io.cosmosblog.bootstrap;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * What a start of the jar prints, read as an operator's log pipeline reads it: one format at a
 * time, one line per event (the local store's java.util.logging lines included), no framework
 * banners, and one start line naming the address bound and the metrics port.
 */
@Execution(ExecutionMode.CONCURRENT)
@Order(10) // among the longest: started first
class ShippedLogsProcessTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path directory;

    @Test
    void json_logs_are_one_valid_object_per_line_with_messages_filled_in() throws Exception {
        List<String> lines = runAndStop("json-logs", Map.of("STORAGE", "local", "DATA_DIR", directory.toString(),
                "LOG_FORMAT", "json"));

        assertThat(lines).isNotEmpty();
        List<String> messages = new ArrayList<>();
        for (String line : lines) {
            JsonNode event = JSON.readTree(line);
            assertThat(event.isObject()).as("line %s", line).isTrue();
            assertThat(event.path("formattedMessage").asText()).as("line %s", line).isNotEmpty().doesNotContain("{}");
            assertThat(event.path("loggerName").asText()).as("line %s", line).doesNotStartWith("io.javalin");
            messages.add(event.path("formattedMessage").asText());
        }
        assertThat(messages).as("the local store's own line, bridged").anyMatch(line -> line.startsWith("Local store (data model v3)"));
        assertThat(messages).filteredOn(line -> line.contains("listening on")).singleElement().asString()
                .contains("http://127.0.0.1:", "this machine only", "metrics on http://127.0.0.1:");
    }

    @Test
    void text_logs_are_one_format_one_line_per_event_without_banners() throws Exception {
        List<String> lines = runAndStop("text-logs", Map.of("STORAGE", "local", "DATA_DIR", directory.toString()));

        assertThat(lines).isNotEmpty().allSatisfy(line ->
                assertThat(line).matches("[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{3} (INFO |WARN |ERROR|DEBUG|TRACE) \\[.*"));
        assertThat(lines).noneMatch(line -> line.contains("Javalin"));
        assertThat(lines).filteredOn(line -> line.contains("listening on")).singleElement().asString()
                .contains("local storage in", "data model v3", "http://127.0.0.1:", "metrics on");
    }

    /** Starts the jar's way, asks for the front page's feed, stops with SIGTERM, and returns stderr's lines. */
    private static List<String> runAndStop(String name, Map<String, String> environment) {
        ServiceProcess service = ServiceProcess.startAsShipped(name, ServiceProcess.freePort(), environment);
        assertThat(service.client().get("/api/feed").status()).isEqualTo(200);
        assertThat(service.terminate(Duration.ofSeconds(30))).as("stopped").isPresent();
        assertThat(service.stdout()).as("stdout, where no log line belongs").isEmpty();
        return service.stderr().lines().toList();
    }
}
