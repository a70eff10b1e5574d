package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.metering.StorageMeter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Instances of a new deployment start at the same moment on a database nobody has created yet:
 * each finds the database and containers missing and creates them, and all but one are told
 * "409, already exists". That is the race they were meant to win together, not a failure.
 */
class InstancesStartingTogetherTest {

    /** Each answer late enough that every instance reads "missing" before any creates. */
    @RegisterExtension
    static final OwnTestServer server = new OwnTestServer("--latency-ms", "40");

    @Test
    void every_instance_starts_when_they_create_the_database_and_containers_at_once() throws Exception {
        CosmosSettings settings = server.account().freshDatabase();
        int instances = 4;
        CountDownLatch together = new CountDownLatch(instances);
        ExecutorService pool = Executors.newFixedThreadPool(instances);
        try {
            List<Future<CosmosStorage>> started = new ArrayList<>();
            for (int i = 0; i < instances; i++) {
                started.add(pool.submit(() -> {
                    together.countDown();
                    together.await();
                    return new CosmosStorage(settings.withHostName("instance-" + Thread.currentThread().getId()),
                            new StorageMeter(), DataModel.V3);
                }));
            }
            List<String> failures = new ArrayList<>();
            for (Future<CosmosStorage> instance : started) {
                try {
                    instance.get(120, TimeUnit.SECONDS).close();
                } catch (java.util.concurrent.ExecutionException e) {
                    String message = String.valueOf(e.getCause().getMessage());
                    failures.add(message.substring(0, Math.min(200, message.length())));
                }
            }
            assertThat(failures).as("instances that could not start").isEmpty();
        } finally {
            pool.shutdownNow();
        }
    }
}
