package io.cosmosblog.adapters.inmemory.v3;

import io.cosmosblog.adapters.inmemory.InMemoryStorage;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.projection.Projections;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.FeedView;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.user.User;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * V3's feed past its reserve, and each of V4's shards past theirs: deletes that take more than
 * the posts it holds beyond the {@value FeedView#CAPACITY} it shows have it read the newest posts
 * (of its shard) again from the posts themselves, so the feed still shows the
 * {@value FeedView#CAPACITY} newest that exist, and a late copy of one deleted does not come back.
 */
class InMemoryFeedRefillTest {

    private static final Duration PATIENCE = Duration.ofSeconds(30);

    // V4's shards hold 2 x 100 each: enough posts that deletes use up every shard's reserve.
    private static final int POSTS = 4 * 3 * FeedView.CAPACITY + 30;

    private StoragePorts ports;

    @AfterEach
    void stop() {
        ports.projectionDelivery().stop(PATIENCE);
    }

    @ParameterizedTest
    @EnumSource(value = DataModel.class, names = {"V3", "V4"})
    void once_deletes_use_up_the_reserve_the_feed_shows_the_newest_posts_that_exist(DataModel model) {
        ports = new InMemoryStorage(new StorageMeter(), model).ports();
        ports.projectionDelivery().start(new Projections(ports.users(), ports.authorNames(), ports.userPosts(), ports.feed()));
        List<User> authors = List.of(Samples.user("ada"), Samples.user("bob"), Samples.user("cy"));
        authors.forEach(ports.users()::add);
        List<Post> written = new ArrayList<>();
        for (int i = 0; i < POSTS; i++) {
            Post post = Samples.post(authors.get(i % authors.size()), "post " + i);
            ports.posts().add(post);
            written.add(post);
        }
        assertThat(ports.projectionDelivery().awaitCaughtUp(PATIENCE)).isTrue();
        PostSummary lateCopy = written.get(written.size() - 1).summary();

        List<Post> deleted = new ArrayList<>(written.subList(written.size() - POSTS / 2, written.size()));
        for (int i = 0; i < written.size() - deleted.size(); i += 7) {
            deleted.add(written.get(i));
        }
        deleted.forEach(post -> assertThat(ports.posts().remove(post.id())).isPresent());
        assertThat(ports.projectionDelivery().awaitCaughtUp(PATIENCE)).isTrue();
        ports.feed().put(lateCopy);

        List<PostSummary> expected = written.stream().filter(post -> !deleted.contains(post))
                .map(post -> ports.posts().find(post.id()).orElseThrow().summary())
                .sorted(PostSummary.NEWEST_FIRST).limit(FeedView.CAPACITY).toList();
        assertThat(ports.feed().latest(FeedView.CAPACITY)).hasSize(FeedView.CAPACITY).isEqualTo(expected);
    }
}
