package io.cosmosblog.cli;

import com.azure.cosmos.CosmosException;
import io.cosmosblog.adapters.inmemory.local.DataDirectoryException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ConnectException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Which start failures are told in one line (the operator can fix them) and which keep their stack trace (bugs). */
class StartFailureTest {

    private final StringWriter err = new StringWriter();

    @Test
    void a_connect_failure_anywhere_in_the_cause_chain_is_told_by_its_plain_message() {
        RuntimeException failure = new RuntimeException("Client initialization failed.\n{\"pages\": \"of JSON\"}",
                new RuntimeException("{\"ClassName\":\"CosmosException\"}", new ConnectException("Connection refused: /127.0.0.1:8081")));

        assertThat(StartFailure.report(failure, false, new PrintWriter(err))).isEqualTo(ExitCodes.CANNOT_START);
        assertThat(err.toString()).isEqualTo("cosmos-blog cannot start: cannot reach Cosmos DB: Connection refused: /127.0.0.1:8081"
                + " (--verbose shows the whole error)" + System.lineSeparator());
    }

    @Test
    void a_refusal_of_cosmos_db_is_told_by_its_status_and_short_message() {
        CosmosException refused = new CosmosException(401, "The input authorization token can't serve the request.") {
        };

        assertThat(StartFailure.reason(new RuntimeException("Client initialization failed.", refused)))
                .hasValueSatisfying(reason -> assertThat(reason).startsWith("Cosmos DB answered 401: ")
                        .contains("The input authorization token can't serve the request."));
    }

    @Test
    void what_the_provisioning_found_and_a_data_directory_are_told_by_their_own_message() {
        IllegalStateException verify = new IllegalStateException("COSMOS_PROVISION=verify: the account lacks what this service needs");
        verify.setStackTrace(new StackTraceElement[] {
                new StackTraceElement("io.cosmosblog.adapters.cosmos.provisioning.Provisioner", "verify", "Provisioner.java", 95)});

        assertThat(StartFailure.reason(verify)).hasValue("COSMOS_PROVISION=verify: the account lacks what this service needs");
        assertThat(StartFailure.reason(new DataDirectoryException(Path.of("/srv/blog"), "is a file")))
                .hasValueSatisfying(reason -> assertThat(reason).contains("/srv/blog").contains("is a file"));
    }

    @Test
    void a_bug_is_thrown_on_to_be_printed_whole() {
        IllegalStateException elsewhere = new IllegalStateException("projections are delivered already");
        NullPointerException bug = new NullPointerException("settings");

        assertThat(StartFailure.reason(elsewhere)).isEmpty();
        assertThatThrownBy(() -> StartFailure.report(bug, false, new PrintWriter(err))).isSameAs(bug);
        assertThat(err.toString()).isEmpty();
    }
}
