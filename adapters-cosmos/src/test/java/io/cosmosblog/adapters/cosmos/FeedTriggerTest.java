package io.cosmosblog.adapters.cosmos;

import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.metering.PartitionNames;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.user.User;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/** The truncateFeed post-trigger: the feed partition itself never holds more than the newest 100. */
class FeedTriggerTest {

    private final CosmosStorageUnderTest storage = new CosmosStorageUnderTest();
    private final Inspect inspect = new Inspect(TestAccount.shared(), storage.settings());
    private final User ada = Samples.user("ada");

    @AfterEach
    void close() {
        storage.close();
    }

    @Test
    void after_150_inserts_in_any_order_the_partition_holds_exactly_the_100_newest() {
        List<PostSummary> all = new ArrayList<>();
        for (int i = 0; i < 150; i++) {
            all.add(Samples.post(ada, "post " + i).summary());
        }
        List<PostSummary> shuffled = new ArrayList<>(all);
        Collections.shuffle(shuffled, new java.util.Random(42));

        shuffled.forEach(storage.ports().feed()::put);

        List<String> newest = all.stream().sorted(PostSummary.NEWEST_FIRST).limit(100).map(s -> s.postId().value()).toList();
        assertThat(inspect.partition("feed", PartitionNames.FEED_KEY)).extracting(item -> item.get("id").asText())
                .containsExactlyInAnyOrderElementsOf(newest);
        assertThat(storage.ports().feed().latest(100)).extracting(s -> s.postId().value()).containsExactlyElementsOf(newest);
    }

    /**
     * A deleted post's copy takes no place among the 100: it stays while it is among them (a late
     * copy meets it), and goes once older than the oldest kept.
     */
    @Test
    void a_tombstone_counts_for_none_of_the_100_and_goes_once_older_than_the_oldest_kept() {
        List<Post> posts = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            posts.add(Samples.post(ada, "post " + i));
            storage.ports().feed().put(posts.get(i).summary());
        }
        storage.ports().feed().remove(posts.get(0).deleted());
        storage.ports().feed().remove(posts.get(50).deleted());
        assertThat(inspect.partition("feed", PartitionNames.FEED_KEY)).hasSize(100)
                .filteredOn(item -> item.path("deleted").asBoolean()).hasSize(2);

        storage.ports().feed().put(Samples.post(ada, "newer").summary());
        assertThat(inspect.partition("feed", PartitionNames.FEED_KEY)).as("99 kept: not full, so both stay")
                .filteredOn(item -> item.path("deleted").asBoolean()).hasSize(2);
        storage.ports().feed().put(Samples.post(ada, "newest").summary());

        List<JsonNode> items = inspect.partition("feed", PartitionNames.FEED_KEY);
        assertThat(items).filteredOn(item -> item.path("deleted").asBoolean()).extracting(item -> item.get("id").asText())
                .as("the tombstone among the kept stays, the one below them goes").containsExactly(posts.get(50).id().value());
        assertThat(items).filteredOn(item -> !item.path("deleted").asBoolean()).hasSize(100);
        storage.ports().feed().put(posts.get(50).summary());
        assertThat(storage.ports().feed().latest(100)).hasSize(100).noneMatch(summary -> summary.postId().equals(posts.get(50).id()));
    }

    @Test
    void a_post_older_than_the_100th_is_turned_away_at_once() {
        PostSummary oldest = Samples.post(ada, "old").summary();
        for (int i = 0; i < 100; i++) {
            storage.ports().feed().put(Samples.post(ada, "post " + i).summary());
        }

        storage.ports().feed().put(oldest);

        List<JsonNode> items = inspect.partition("feed", PartitionNames.FEED_KEY);
        assertThat(items).hasSize(100).noneMatch(item -> item.get("id").asText().equals(oldest.postId().value()));
    }
}
