package io.cosmosblog.adapters.cosmos;

import com.azure.cosmos.CosmosAsyncContainer;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.items.EntityItems;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.user.User;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A write's item is asked back only where the adapter reads it: a write of a user or a post is
 * answered without it (Prefer: return=minimal, cheaper to receive), and the revision it reports for
 * the change feed's bookkeeping is the one it sent.
 */
class WriteBodiesTest {

    /** The counts are read on a server of this test's own. */
    @RegisterExtension
    static final OwnTestServer server = new OwnTestServer();

    @Test
    void writes_whose_item_nobody_reads_are_answered_without_it() {
        try (CosmosStorageUnderTest service = new CosmosStorageUnderTest(server.account(), DataModel.V3)) {
            StoragePorts ports = service.ports();
            server.budget().clear();
            User ada = Samples.user("ada");
            ports.users().add(ada);
            ports.users().replace(ada, ada.renamedTo(new io.cosmosblog.domain.user.Username("ada2")));
            ports.posts().add(Samples.post(ada, "first"));

            for (String container : List.of("users", "posts")) {
                assertThat(server.budget().of(container).path("writesWithBody").asInt()).as(container).isZero();
                assertThat(server.budget().of(container).path("writesWithoutBody").asInt()).as(container).isPositive();
            }
        }
    }

    @Test
    void a_written_users_revision_is_reported_without_the_item_back() {
        try (CosmosStorageUnderTest service = new CosmosStorageUnderTest(server.account(), DataModel.V3)) {
            CosmosAsyncContainer users = server.account().admin().getDatabase(service.settings().database()).getContainer("users");
            List<String> reported = new ArrayList<>();
            ContainerGateway gateway = ContainerGateway.watched(users, Duration.ofSeconds(10), new StorageMeter(),
                    EntityItems.USERS.type(), (partition, revision, sent) -> reported.add(partition + "@" + revision));
            ObjectNode user = JsonNodeFactory.instance.objectNode().put("id", "u1").put("userId", "u1")
                    .put("type", EntityItems.USERS.type()).put("revision", 3);

            gateway.create("u1", user);
            gateway.replace("u1", user.deepCopy().put("revision", 4), Optional.empty());
            gateway.upsert("u1", user.deepCopy().put("revision", 5));

            assertThat(reported).containsExactly("users/u1@3", "users/u1@4", "users/u1@5");
        }
    }
}
