package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.Parallel;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.user.User;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/** Deliveries of one post's versions racing each other: the views end with the newest, whatever the order. */
class RevisionRaceTest {

    private final CosmosStorageUnderTest storage = new CosmosStorageUnderTest();
    private final User ada = Samples.user("ada");

    @AfterEach
    void close() {
        storage.close();
    }

    @Test
    void concurrent_puts_of_many_revisions_leave_the_newest_in_both_views() throws Exception {
        List<PostSummary> versions = new ArrayList<>();
        Post post = Samples.post(ada, "racing");
        for (int i = 0; i < 24; i++) {
            versions.add(post.summary());
            post = post.withOneMoreLike();
        }
        PostSummary newest = versions.get(versions.size() - 1);

        Parallel.run(8, t -> {
            for (int i = versions.size() - 1 - t; i >= 0; i -= 8) {
                storage.ports().feed().put(versions.get(i));
                storage.ports().userPosts().put(versions.get(i));
            }
        });

        assertThat(storage.ports().feed().latest(10)).containsExactly(newest);
        assertThat(storage.ports().userPosts().postsOf(ada.id(), PageRequest.first(10)).items()).containsExactly(newest);
    }
}
