package io.cosmosblog.application.contract;

import io.cosmosblog.application.projection.Projections;
import io.cosmosblog.application.projection.ReplayParkedChanges;
import io.cosmosblog.application.port.ChangedEntity;
import io.cosmosblog.application.port.FeedView;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.ParkedChange;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.user.User;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/** A change whose projection always fails is parked while the changes after it flow on, and can be replayed. */
public abstract class ParkedChangesContract extends ContractTest {

    private static final Duration CATCH_UP = Duration.ofSeconds(30);

    private final User author = Samples.user("author");
    private final AtomicBoolean poisonFails = new AtomicBoolean(true);
    private final AtomicBoolean removalsFail = new AtomicBoolean(false);

    @AfterEach
    void stopBlog() {
        stopProjections(Duration.ofSeconds(10));
    }

    @Test
    void a_change_that_always_fails_is_parked_and_later_changes_are_projected() {
        Projections projections = startProjections();
        Post poison = Samples.post(author, "poison");
        Post later = Samples.post(author, "later");

        ports.posts().add(poison);
        ports.posts().add(later);

        assertThat(ports.projectionDelivery().awaitCaughtUp(CATCH_UP)).as("caught up past the failing change").isTrue();
        List<ParkedChange> parked = ports.parkedChanges().all();
        assertThat(parked).extracting(ParkedChange::change).containsExactly(ChangedEntity.ofPost(poison.id()));
        assertThat(parked.get(0).error()).contains("the feed refuses poison");
        assertThat(parked.get(0).attempts()).isGreaterThan(1);
        assertThat(ports.feed().latest(10)).extracting(PostSummary::postId).containsExactly(later.id());

        poisonFails.set(false);
        ReplayParkedChanges.Result result = new ReplayParkedChanges(ports.parkedChanges(), ports.users(), ports.posts(),
                projections, Clock.systemUTC()).replay();

        assertThat(result).isEqualTo(new ReplayParkedChanges.Result(1, 0));
        assertThat(ports.parkedChanges().all()).isEmpty();
        assertThat(ports.feed().latest(10)).extracting(PostSummary::postId).containsExactlyInAnyOrder(poison.id(), later.id());
    }

    @Test
    void a_removal_that_always_fails_is_parked_and_replayed_from_what_the_delete_left() {
        Projections projections = startProjections();
        Post doomed = Samples.post(author, "doomed");
        ports.posts().add(doomed);
        assertThat(ports.projectionDelivery().awaitCaughtUp(CATCH_UP)).isTrue();
        assertThat(ports.feed().latest(10)).extracting(PostSummary::postId).containsExactly(doomed.id());
        removalsFail.set(true);

        DeletedPost deleted = ports.posts().remove(doomed.id()).orElseThrow();

        assertThat(ports.projectionDelivery().awaitCaughtUp(CATCH_UP)).isTrue();
        assertThat(ports.parkedChanges().all()).extracting(ParkedChange::change).containsExactly(ChangedEntity.ofPost(doomed.id()));
        assertThat(ports.feed().latest(10)).as("the copy the failed removal left").extracting(PostSummary::postId)
                .containsExactly(doomed.id());
        assertThat(ports.posts().deletion(doomed.id())).contains(deleted);

        removalsFail.set(false);
        ReplayParkedChanges.Result result = new ReplayParkedChanges(ports.parkedChanges(), ports.users(), ports.posts(),
                projections, Clock.systemUTC()).replay();

        assertThat(result).isEqualTo(new ReplayParkedChanges.Result(1, 0));
        assertThat(ports.feed().latest(10)).isEmpty();
        assertThat(ports.userPosts().postsOf(author.id(), PageRequest.first(10)).items()).isEmpty();
    }

    @Test
    void a_replay_that_still_fails_keeps_the_change_parked_with_its_new_error() {
        Projections projections = startProjections();
        Post poison = Samples.post(author, "poison");
        ports.posts().add(poison);
        assertThat(ports.projectionDelivery().awaitCaughtUp(CATCH_UP)).isTrue();

        ReplayParkedChanges.Result result = new ReplayParkedChanges(ports.parkedChanges(), ports.users(), ports.posts(),
                projections, Clock.systemUTC()).replay();

        assertThat(result).isEqualTo(new ReplayParkedChanges.Result(0, 1));
        assertThat(ports.parkedChanges().all()).singleElement()
                .satisfies(parked -> assertThat(parked.change()).isEqualTo(ChangedEntity.ofPost(poison.id())));
    }

    private Projections startProjections() {
        stored(author);
        FeedView feed = ports.feed();
        FeedView refusingPoison = new FeedView() {
            @Override
            public List<PostSummary> latest(int limit) {
                return feed.latest(limit);
            }

            @Override
            public void put(PostSummary summary) {
                if (poisonFails.get() && summary.title().value().equals("poison")) {
                    throw new IllegalStateException("the feed refuses poison");
                }
                feed.put(summary);
            }

            @Override
            public void restore(PostSummary summary) {
                feed.restore(summary);
            }

            @Override
            public void remove(DeletedPost post) {
                if (removalsFail.get()) {
                    throw new IllegalStateException("the feed refuses removals");
                }
                feed.remove(post);
            }
        };
        Projections projections = new Projections(ports.users(), ports.authorNames(), ports.userPosts(), refusingPoison);
        ports.projectionDelivery().start(projections);
        return projections;
    }
}
