package io.cosmosblog.adapters.cosmos.model;

import io.cosmosblog.adapters.cosmos.CosmosSettings;
import io.cosmosblog.adapters.cosmos.CosmosStorage;
import io.cosmosblog.adapters.cosmos.Inspect;
import io.cosmosblog.adapters.cosmos.TestAccount;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.provisioning.ContainerSpec.Role;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.StorageBusyException;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.application.users.EraseUserContent;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.time.Clock;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The marks' item holds a bounded list (two here, a thousand in service): past it an erasure is
 * refused as busy before it deletes anything, never run without its mark.
 */
class ErasureMarksBoundTest {

    @Test
    void past_the_bound_an_erasure_is_refused_as_busy_before_it_deletes_anything() {
        TestAccount account = TestAccount.shared();
        CosmosSettings settings = account.freshDatabase();
        try (CosmosStorage storage = new CosmosStorage(settings, new StorageMeter(), DataModel.V3)) {
            String usersContainer = CosmosStorage.model(DataModel.V3).container(Role.USERS).name();
            CosmosUnfinishedErasures marks = new CosmosUnfinishedErasures(ContainerGateway.unwatched(
                    new Inspect(account, settings).container(usersContainer), Duration.ofSeconds(10), new StorageMeter()),
                    Clock.systemUTC(), 2);
            StoragePorts ports = storage.ports();
            User ann = Samples.user("ann");
            Post post = Samples.post(ann, "still there");
            ports.users().add(ann);
            ports.posts().add(post);
            UserId bob = Samples.user("bob").id();
            UserId carol = Samples.user("carol").id();
            marks.begun(bob);
            marks.begun(carol);
            EraseUserContent erasure = new EraseUserContent(ports.posts(), ports.comments(), ports.likes(), marks);

            assertThatThrownBy(() -> erasure.eraseAround(ann.id(), () -> { })).isInstanceOf(StorageBusyException.class);
            assertThat(ports.posts().find(post.id())).as("nothing erased without a mark").isPresent();
            assertThat(storage.unfinishedErasures().atStart()).as("the storage's own item").containsExactly(bob, carol);

            marks.finished(bob);
            erasure.eraseAround(ann.id(), () -> { });
            assertThat(ports.posts().find(post.id())).isEmpty();
            assertThat(marks.atStart()).containsExactly(carol);
        } finally {
            account.drop(settings.database());
        }
    }
}
