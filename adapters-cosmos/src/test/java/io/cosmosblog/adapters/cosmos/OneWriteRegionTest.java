package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.domain.user.User;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * On an account whose every region takes writes, the client still writes to one region only:
 * two regions' like and comment batches would otherwise resolve by last-writer-wins (lost
 * increments) and deterministic ids would no longer conflict.
 */
class OneWriteRegionTest {

    private static TestAccount server;

    @BeforeAll
    static void startServer() {
        Assumptions.assumeTrue(System.getenv("COSMOS_ENDPOINT") == null, "needs the local test server");
        server = TestAccount.localServer("--multiple-write-regions");
    }

    @AfterAll
    static void stopServer() {
        if (server != null) {
            server.close();
        }
    }

    @Test
    void writes_are_never_marked_for_several_write_regions() {
        TestBudget requests = new TestBudget(server.endpoint());
        try (CosmosStorageUnderTest storage = new CosmosStorageUnderTest(server)) {
            User ada = Samples.user("ada");
            storage.ports().users().add(ada);
            storage.ports().posts().add(Samples.post(ada, "first"));
            assertThat(requests.of("users").path("high").asInt()).isPositive();
            assertThat(requests.of("users").path("tentativeWrites").asInt()).isZero();
            assertThat(requests.of("posts").path("tentativeWrites").asInt()).isZero();
        }
    }
}
