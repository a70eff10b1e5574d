package io.cosmosblog.bootstrap;

import io.cosmosblog.adapters.cosmos.CosmosSettings;
import io.cosmosblog.adapters.cosmos.LocalCosmos;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two instances, a lease expiry of 5 s, and throttling on the feed for three times as long: the
 * projections wait the throttling out with their handlers blocked, and the leases are still
 * renewed, so no lease changes owner (a change of owner mid-batch means a batch projected twice and an instance's work
 * thrown away). Then every post reaches the feed and nothing is parked.
 */
@Execution(ExecutionMode.CONCURRENT)
@Order(3) // among the longest: started first
class CosmosLeaseUnderThrottlingTest {

    private static final Duration LEASE_EXPIRY = Duration.ofSeconds(5);
    // Three expiries: a lease not renewed while its handler waits would change owner well within it.
    private static final Duration THROTTLED_FOR = LEASE_EXPIRY.multipliedBy(3);

    @Test
    void no_lease_changes_owner_while_the_handlers_wait_out_throttling() {
        try (LocalCosmos cosmos = LocalCosmos.start("--partitions", "2")) {
            CosmosSettings database = cosmos.freshDatabase();
            // One after the other: the first creates the database's containers.
            try (ServiceProcess a = ServiceProcess.start("a", ServiceProcess.freePort(), cosmos, database, LEASE_EXPIRY);
                    ServiceProcess b = ServiceProcess.start("b", ServiceProcess.freePort(), cosmos, database, LEASE_EXPIRY)) {
                Map<String, String> settled = settledOwners(cosmos, database, Set.of(a.hostName(), b.hostName()));
                Blogger ann = Blogger.register(a.client(), "ann");

                cosmos.faults().set("[{\"container\":\"feed\",\"fault\":429,\"retryAfterMs\":100}]");
                List<String> written = new java.util.ArrayList<>();
                long until = System.nanoTime() + THROTTLED_FOR.toNanos();
                while (System.nanoTime() < until) {
                    ApiClient through = written.size() % 2 == 0 ? a.client() : b.client();
                    if (written.size() < 10) {
                        written.add(ann.write(through, "Throttled " + written.size(), "text"));
                    }
                    assertThat(cosmos.leaseOwners(database)).as("lease owners while the feed is throttled").isEqualTo(settled);
                    ServiceProcess.sleep(Duration.ofSeconds(1));
                }
                cosmos.faults().clear();

                long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
                List<String> inFeed = List.of();
                while (System.nanoTime() < deadline) {
                    List<String> ids = new java.util.ArrayList<>();
                    a.client().get("/api/feed?limit=100").expect(200).json().path("items")
                            .forEach(item -> ids.add(item.path("id").asText()));
                    inFeed = ids;
                    if (inFeed.containsAll(written)) {
                        break;
                    }
                    ServiceProcess.sleep(Duration.ofMillis(500));
                }
                assertThat(inFeed).as("the feed once the throttling stopped").containsAll(written);
                assertThat(cosmos.leaseOwners(database)).as("lease owners afterwards").isEqualTo(settled);
            }
        }
    }

    /** The owners once both instances hold leases and nothing moved for two lease expiries. */
    private static Map<String, String> settledOwners(LocalCosmos cosmos, CosmosSettings database, Set<String> hosts) {
        Map<String, String> last = new HashMap<>();
        long stableSince = System.nanoTime();
        long deadline = System.nanoTime() + Duration.ofSeconds(90).toNanos();
        while (System.nanoTime() < deadline) {
            Map<String, String> owners = cosmos.leaseOwners(database);
            if (!owners.equals(last)) {
                last = owners;
                stableSince = System.nanoTime();
            } else if (Set.copyOf(owners.values()).containsAll(hosts) && owners.size() == 4
                    && System.nanoTime() - stableSince > LEASE_EXPIRY.multipliedBy(2).toNanos()) {
                return owners;
            }
            ServiceProcess.sleep(Duration.ofMillis(250));
        }
        throw new AssertionError("the leases never settled: " + last);
    }
}
