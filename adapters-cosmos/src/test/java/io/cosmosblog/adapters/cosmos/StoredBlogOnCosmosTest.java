package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.adapters.cosmos.provisioning.Provisioning;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.BlogIdentity;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.user.User;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The database knows which blog it holds: one item beside the users that no user id can take,
 * made once, kept across openings, changed by a copy's marks, and never listed as a user. A
 * database opened as a copy's source is only checked: a missing one is refused, not created.
 */
class StoredBlogOnCosmosTest {

    @ParameterizedTest
    @EnumSource(DataModel.class)
    void the_blog_id_is_made_once_kept_across_openings_and_never_listed_as_a_user(DataModel model) {
        try (CosmosStorageUnderTest storage = new CosmosStorageUnderTest(TestAccount.shared(), model)) {
            assertThat(storage.storedBlog().read()).as("nothing made before a start").isEmpty();
            BlogIdentity made = storage.storedBlog().claim();
            User ann = Samples.user("ann");
            storage.ports().users().add(ann);
            assertThat(storage.storedBlog().replace(made, made.copyBegins("the source", false))).isTrue();

            try (CosmosStorage again = new CosmosStorage(storage.settings(), new StorageMeter(), model)) {
                BlogIdentity read = again.storedBlog().claim();
                assertThat(read.blog()).isEqualTo(made.blog());
                assertThat(read.onlyCopiedFrom("the source")).isTrue();
                List<User> users = new ArrayList<>();
                again.ports().users().forEach(users::add);
                assertThat(users).containsExactly(ann);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(value = DataModel.class, names = "V3")
    void a_change_over_an_identity_another_instance_changed_since_is_refused_and_the_served_mark_kept(DataModel model) {
        try (CosmosStorageUnderTest copying = new CosmosStorageUnderTest(TestAccount.shared(), model);
                CosmosStorage serving = new CosmosStorage(copying.settings(), new StorageMeter(), model)) {
            BlogIdentity made = copying.storedBlog().claim();
            BlogIdentity begun = made.copyBegins("the source", false);
            assertThat(copying.storedBlog().replace(made, begun)).isTrue();

            serving.storedBlog().serving();

            assertThat(copying.storedBlog().replace(begun, begun.finished())).as("over the identity read before").isFalse();
            BlogIdentity finished = copying.storedBlog().update(BlogIdentity::finished);
            assertThat(finished.ownWrites()).as("served").isTrue();
            assertThat(serving.storedBlog().read()).contains(finished);
        }
    }

    @ParameterizedTest
    @EnumSource(value = DataModel.class, names = "V3")
    void a_database_opened_only_to_be_read_is_not_created(DataModel model) {
        TestAccount account = TestAccount.shared();
        var settings = account.freshDatabase().withProvisioning(Provisioning.VERIFY);

        assertThatThrownBy(() -> new CosmosStorage(settings, new StorageMeter(), model).close()).isInstanceOf(RuntimeException.class);
        assertThatThrownBy(() -> new CosmosStorage(settings, new StorageMeter(), model).close())
                .as("still missing: the first opening created nothing").isInstanceOf(RuntimeException.class);
    }
}
