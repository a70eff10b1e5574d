package io.cosmosblog.bootstrap;

import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

class CosmosMetricsApiTest extends MetricsApiTest {

    @Override
    RunningBlog startBlog() {
        return RunningBlog.start(StorageKind.COSMOS);
    }

    @Test
    void the_sdks_own_metrics_are_in_the_same_registry() {
        client.get("/api/users/nobody").expect(404);

        assertThat(blog.management().get("/metrics").expect(200).body()).contains("cosmos_client_op_calls");
    }
}
