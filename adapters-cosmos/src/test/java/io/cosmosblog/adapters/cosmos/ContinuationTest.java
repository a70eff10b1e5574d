package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.shared.InvalidValueException;
import io.cosmosblog.domain.user.User;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Optional;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Whatever a client sends as a continuation, the answer is a page or invalid input, never a server error. */
class ContinuationTest {

    private final CosmosStorageUnderTest storage = new CosmosStorageUnderTest();
    private final User ada = Samples.user("ada");

    @AfterEach
    void close() {
        storage.close();
    }

    @Test
    void a_token_from_another_list_or_another_post_is_refused() {
        Post one = postWithCommentsAndLikes();
        Post other = postWithCommentsAndLikes();
        String comments = storage.ports().comments().on(one.id(), PageRequest.first(1)).continuation().orElseThrow();
        String likes = storage.ports().likes().on(one.id(), PageRequest.first(1)).continuation().orElseThrow();

        assertRefused(() -> storage.ports().likes().on(one.id(), page(comments)));
        assertRefused(() -> storage.ports().comments().on(one.id(), page(likes)));
        assertRefused(() -> storage.ports().comments().on(other.id(), page(comments)));
        assertRefused(() -> storage.ports().userPosts().postsOf(ada.id(), page(comments)));
        assertThat(storage.ports().comments().on(one.id(), page(comments)).items()).hasSize(1);
    }

    @Test
    void garbage_and_tampered_tokens_are_refused() {
        Post post = postWithCommentsAndLikes();
        // The right list's name around a position Cosmos DB never issued.
        String tampered = Base64.getUrlEncoder().withoutPadding()
                .encodeToString(("comments/" + post.id().value() + "\n{\"not\":\"a cosmos token\"").getBytes(StandardCharsets.UTF_8));

        for (String token : new String[] {"", "comments.", "comments.!!!", "likes.%%%", tampered, "userposts.e30"}) {
            assertRefused(() -> storage.ports().comments().on(post.id(), page(token)));
            assertRefused(() -> storage.ports().likes().on(post.id(), page(token)));
            assertRefused(() -> storage.ports().userPosts().postsOf(ada.id(), page(token)));
        }
    }

    private Post postWithCommentsAndLikes() {
        Post post = Samples.post(ada, "Hello");
        storage.ports().posts().add(post);
        for (int i = 0; i < 3; i++) {
            storage.ports().comments().add(Samples.comment(post, ada, "c" + i));
            storage.ports().likes().add(Samples.like(post, Samples.user("fan" + i)));
        }
        return post;
    }

    private static PageRequest page(String token) {
        return new PageRequest(1, Optional.of(token));
    }

    private static void assertRefused(ThrowingCallable call) {
        assertThatThrownBy(call).isInstanceOf(InvalidValueException.class).hasMessageContaining("continuation");
    }
}
