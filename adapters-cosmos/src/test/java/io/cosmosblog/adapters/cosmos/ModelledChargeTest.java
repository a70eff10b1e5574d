package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.port.metering.ModelledCharge;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The RU the in-memory and local stores report ({@link ModelledCharge}) are the test server's:
 * its cost model (lib/charges.js) and the Java one charge the same for every size, from an empty
 * item to past the largest the tables hold, for a point read, a write and a query page.
 */
class ModelledChargeTest {

    private static final long[] SIZES = {0, 1, 700, 1024, 1025, 1400, 2048, 3000, 5000, 9000, 70_000, 131_072, 500_000,
            1_048_576, 2_000_000, 2_097_152, 3_000_000};

    @Test
    void the_in_memory_model_charges_what_the_test_servers_charges() throws Exception {
        NodeCheck.requireNode();
        List<String> server = chargedByTheServer();
        List<String> java = new ArrayList<>();
        for (long bytes : SIZES) {
            java.add(bytes + " " + ModelledCharge.pointRead(bytes) + " " + ModelledCharge.write(bytes) + " "
                    + ModelledCharge.queryPage(bytes, bytes, 100));
        }
        java.add("empty-query " + ModelledCharge.queryPage());

        assertThat(java).isEqualTo(server);
    }

    /** The same lines, from charges.js: numbers printed as Java prints a double. */
    private static List<String> chargedByTheServer() throws Exception {
        File dir = new File(System.getProperty("cosmos.test.server.dir", "src/test/cosmos-server"));
        StringBuilder sizes = new StringBuilder();
        for (long bytes : SIZES) {
            sizes.append(sizes.isEmpty() ? "" : ",").append(bytes);
        }
        String script = "const { CHARGE } = require('./lib/charges.js');"
                + "const j = (x) => Number.isInteger(x) ? x.toFixed(1) : String(x);"
                + "const doc = (n) => n === 0 ? undefined : ({ p: 'x'.repeat(Math.max(0, n - 9)) });" // JSON of n bytes
                + "for (const n of [" + sizes + "]) {"
                + "  console.log(n + ' ' + j(CHARGE.read(doc(n))) + ' ' + j(CHARGE.write(doc(n))) + ' '"
                + "    + j(CHARGE.query([doc(n) || {}, doc(n) || {}, doc(100)])));"
                + "}"
                + "console.log('empty-query ' + j(CHARGE.query([])));";
        Process node = new ProcessBuilder("node", "-e", script).directory(dir).redirectErrorStream(true).start();
        String out = new String(node.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(node.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(node.exitValue()).as(out).isZero();
        return out.lines().toList();
    }
}
