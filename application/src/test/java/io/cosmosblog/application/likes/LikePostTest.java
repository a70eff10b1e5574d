package io.cosmosblog.application.likes;

import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.failure.NotFoundException;
import io.cosmosblog.application.fakes.FakeReactions;
import io.cosmosblog.application.fakes.ManualClock;
import io.cosmosblog.application.users.Actor;
import io.cosmosblog.application.users.Revocations;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.Username;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class LikePostTest {

    private static final Instant NOW = Instant.parse("2026-12-01T10:00:00Z");

    private final ManualClock clock = new ManualClock(NOW);
    private final FakeReactions.FakeLikes likes = new FakeReactions.FakeLikes();
    private final LikePost likePost = new LikePost(likes, clock, Revocations.unchecked());
    private final User ada = Samples.user("ada");
    private final PostId post = likes.newPost();

    @Test
    void a_first_like_is_stored_with_a_copy_of_the_users_name_and_the_time() {
        LikePost.Result result = likePost.like(Actor.atAnUnknownTime(ada), post);

        assertThat(result.firstTime()).isTrue();
        assertThat(result.like()).isEqualTo(new Like(post, ada.id(), ada.username(), ada.revision(), NOW));
        assertThat(likes.storedOn(post)).containsExactly(result.like());
    }

    @Test
    void liking_again_answers_the_first_like_as_stored_and_adds_none() {
        Like first = likePost.like(Actor.atAnUnknownTime(ada), post).like();
        clock.advance(Duration.ofMinutes(1));
        User renamedMeanwhile = ada.renamedTo(new Username("Ada Lovelace"));

        LikePost.Result again = likePost.like(Actor.atAnUnknownTime(renamedMeanwhile), post);

        assertThat(again.firstTime()).isFalse();
        assertThat(again.like()).isEqualTo(first);
        assertThat(likes.storedOn(post)).containsExactly(first);
    }

    @Test
    void each_user_likes_a_post_once_of_their_own() {
        User bob = Samples.user("bob");

        Like byAda = likePost.like(Actor.atAnUnknownTime(ada), post).like();
        LikePost.Result byBob = likePost.like(Actor.atAnUnknownTime(bob), post);

        assertThat(byBob.firstTime()).isTrue();
        assertThat(likes.storedOn(post)).containsExactly(byAda, byBob.like());
    }

    @Test
    void liking_again_before_the_first_like_is_readable_answers_this_attempts_like_as_not_the_first() {
        Like first = likePost.like(Actor.atAnUnknownTime(ada), post).like();
        likes.readsDoNotSeeWritesYet();
        Instant later = clock.advance(Duration.ofMinutes(1));

        LikePost.Result again = likePost.like(Actor.atAnUnknownTime(ada), post);

        assertThat(again.firstTime()).isFalse();
        assertThat(again.like().creationDate()).isEqualTo(later);
        assertThat(likes.storedOn(post)).containsExactly(first);
    }

    @Test
    void a_like_of_a_post_that_does_not_exist_is_not_found_and_stores_nothing() {
        PostId missing = PostId.generate();

        assertThatThrownBy(() -> likePost.like(Actor.atAnUnknownTime(ada), missing))
                .isInstanceOfSatisfying(NotFoundException.class, e -> assertThat(e.what()).isEqualTo("post"))
                .hasMessageContaining(missing.value());
        assertThat(likes.storedOn(missing)).isEmpty();
    }
}
