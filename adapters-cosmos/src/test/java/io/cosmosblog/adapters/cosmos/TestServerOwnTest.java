package io.cosmosblog.adapters.cosmos;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The test server's own tests ({@code npm test}): that it models the service as its README says.
 * Run from here rather than by a build plugin so that they skip, with the other Cosmos DB tests,
 * on a machine without Node, and their 360 lines of output stay in a file unless they fail.
 */
@Execution(ExecutionMode.CONCURRENT)
@Order(1) // among the longest: started first
class TestServerOwnTest {

    @Test
    void the_test_server_passes_its_own_tests() throws Exception {
        CosmosTestServer.installed();
        File dir = new File(System.getProperty("cosmos.test.server.dir", "src/test/cosmos-server"));
        Path log = Path.of("target/cosmos-test-server-tests.log");
        Process npm = new ProcessBuilder("npm", "test", "--silent").directory(dir).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        npm.getOutputStream().close();
        boolean ended = npm.waitFor(10, TimeUnit.MINUTES);
        if (!ended) {
            npm.destroyForcibly();
        }

        assertThat(ended).as("npm test ended within 10 minutes (see %s)", log.toAbsolutePath()).isTrue();
        assertThat(npm.exitValue()).as("npm test's exit code; its output:%n%s", Files.readString(log)).isZero();
    }
}
