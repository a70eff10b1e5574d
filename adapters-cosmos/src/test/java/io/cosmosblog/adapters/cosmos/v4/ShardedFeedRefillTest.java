package io.cosmosblog.adapters.cosmos.v4;

import com.azure.cosmos.CosmosClient;
import com.azure.cosmos.CosmosClientBuilder;
import com.azure.cosmos.models.CosmosQueryRequestOptions;
import io.cosmosblog.adapters.cosmos.CosmosSettings;
import io.cosmosblog.adapters.cosmos.CosmosStorage;
import io.cosmosblog.adapters.cosmos.TestAccount;
import io.cosmosblog.application.port.FeedView;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.application.port.plumbing.ReadYourWrites;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A V4 shard past its 100: its trigger keeps its newest 100, and when deletes leave it short, it
 * takes the next older posts of its own shard, and only those, from the copies beside their
 * authors, page after page (about one in two of them is the other shard's), so the merged feed
 * still shows the 100 newest posts that exist.
 */
class ShardedFeedRefillTest {

    private static final int POSTS = 2 * FeedView.CAPACITY + 30;
    private static final int DELETED = 40;
    private static final Instant START = Instant.parse("2026-01-01T00:00:00Z");

    private final CosmosSettings blog = TestAccount.shared().freshDatabase();
    private final CosmosStorage storage = new CosmosStorage(blog, new StorageMeter(), null,
            new ReadYourWrites(), new CosmosV4Model(new FeedShardPlan(2, true)));
    private final StoragePorts ports = storage.ports();

    @AfterEach
    void close() {
        storage.close();
    }

    @Test
    void a_shard_refills_from_its_own_older_posts() throws InterruptedException {
        List<PostSummary> written = IntStream.range(0, POSTS).mapToObj(ShardedFeedRefillTest::summary).toList();
        for (PostSummary post : written) {
            ports.userPosts().put(post);
            ports.feed().put(post);
        }
        List<PostSummary> deleted = new ArrayList<>(written.subList(POSTS - DELETED, POSTS));
        for (PostSummary post : deleted) {
            DeletedPost gone = new DeletedPost(post.postId(), post.userId(), post.creationDate(), post.revision() + 1);
            ports.userPosts().remove(gone);
            ports.feed().remove(gone);
        }

        List<PostSummary> expected = written.subList(0, POSTS - DELETED).stream()
                .sorted(PostSummary.NEWEST_FIRST).limit(FeedView.CAPACITY).toList();
        assertThat(eventually(expected)).isEqualTo(expected);
        // What each instance's copy hides by taking one copy per post: each post in its own shard only.
        assertThat(liveCopiesInTheContainer()).doesNotHaveDuplicates();
    }

    private List<String> liveCopiesInTheContainer() {
        try (CosmosClient client = new CosmosClientBuilder().endpoint(blog.endpoint()).key(blog.accountKey().orElseThrow())
                .gatewayMode().endpointDiscoveryEnabled(false).buildClient()) {
            return client.getDatabase(blog.database()).getContainer(CosmosV4Model.FEED)
                    .queryItems("SELECT VALUE c.postId FROM c WHERE NOT IS_DEFINED(c.deleted)", new CosmosQueryRequestOptions(),
                            String.class)
                    .stream().toList();
        }
    }

    /** The feed's answer once it is {@code expected}, or the last one after 30 s: the mirror tops up at its next pull. */
    private List<PostSummary> eventually(List<PostSummary> expected) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        List<PostSummary> latest = ports.feed().latest(FeedView.CAPACITY);
        while (!latest.equals(expected) && System.nanoTime() < deadline) {
            Thread.sleep(200);
            latest = ports.feed().latest(FeedView.CAPACITY);
        }
        return latest;
    }

    private static PostSummary summary(int i) {
        UserId author = new UserId(i % 2 == 0 ? "ada" : "bob");
        return new PostSummary(new PostId(UUID.nameUUIDFromBytes(("post " + i).getBytes()).toString()), author,
                new Username(author.value()), new Title("post " + i), "content " + i, 0, 0, START.plusSeconds(i), 1);
    }
}
