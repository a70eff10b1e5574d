package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.domain.shared.InvalidValueException;
import io.cosmosblog.domain.user.User;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A user's posts in V2 are a query across partitions, continued by the SDK's own (composite)
 * token: a client's tampering with what is inside the wrapper is refused as a bad continuation,
 * never answered as a fault of the store.
 */
class UserPostsByQueryContinuationTest {

    private final CosmosStorageUnderTest storage = new CosmosStorageUnderTest(DataModel.V2);
    private final User ada = Samples.user("ada");

    @AfterEach
    void close() {
        storage.close();
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"not\":\"a cosmos token\"", "[{\"compositeToken\":{\"token\":null,\"range\":{}}}]", "e30"})
    void a_position_the_sdk_never_issued_is_refused(String position) {
        storage.ports().users().add(ada);
        for (int i = 0; i < 3; i++) {
            storage.ports().posts().add(Samples.post(ada, "post " + i));
        }
        String issued = storage.ports().userPosts().postsOf(ada.id(), PageRequest.first(1)).continuation().orElseThrow();
        assertThat(storage.ports().userPosts().postsOf(ada.id(), new PageRequest(1, Optional.of(issued))).items()).hasSize(1);
        String tampered = Base64.getUrlEncoder().withoutPadding()
                .encodeToString(("user-posts/" + ada.id().value() + "\n" + position).getBytes(StandardCharsets.UTF_8));

        assertThatThrownBy(() -> storage.ports().userPosts().postsOf(ada.id(), new PageRequest(1, Optional.of(tampered))))
                .isInstanceOf(InvalidValueException.class).hasMessageContaining("continuation");
    }
}
