package io.cosmosblog.cli;

import io.cosmosblog.bootstrap.Protection;
import io.cosmosblog.bootstrap.Settings;
import io.cosmosblog.bootstrap.StorageKind;
import java.net.InetSocketAddress;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/** The start line tells the address bound, and whether the network reaches it, as the system bound it. */
class StartLineTest {

    private static final Settings IN_MEMORY = new Settings(8080, StorageKind.INMEMORY);

    @Test
    void loopback_is_this_machine_only_and_says_how_to_open_it() {
        String line = StartLine.of(IN_MEMORY, new InetSocketAddress("127.0.0.1", 8080), 8081);

        assertThat(line).isEqualTo("Cosmos Blog (inmemory storage, data model v3) listening on http://127.0.0.1:8080/ "
                + "(this machine only; HOST=0.0.0.0 opens it to the network); metrics on http://127.0.0.1:8081/metrics");
    }

    @Test
    void every_interface_is_said_to_be_reachable_from_the_network() {
        String line = StartLine.of(IN_MEMORY, new InetSocketAddress(8080), Protection.NO_MANAGEMENT_PORT);

        assertThat(line).contains("listening on http://0.0.0.0:8080/ (every interface: reachable from the network)")
                .doesNotContain("metrics");
    }
}
