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
import java.time.Instant;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class UnlikePostTest {

    private final FakeReactions.FakeLikes likes = new FakeReactions.FakeLikes();
    private final LikePost likePost = new LikePost(likes, new ManualClock(Instant.parse("2026-12-01T10:00:00Z")), Revocations.unchecked());
    private final UnlikePost unlikePost = new UnlikePost(likes, Revocations.unchecked());
    private final User ada = Samples.user("ada");
    private final User bob = Samples.user("bob");
    private final PostId post = likes.newPost();

    @Test
    void taking_a_like_back_removes_that_users_like_only() {
        likePost.like(Actor.atAnUnknownTime(ada), post);
        Like byBob = likePost.like(Actor.atAnUnknownTime(bob), post).like();

        assertThat(unlikePost.unlike(Actor.atAnUnknownTime(ada), post)).isTrue();

        assertThat(likes.storedOn(post)).containsExactly(byBob);
    }

    @Test
    void taking_back_a_like_that_is_not_there_changes_nothing_and_is_no_error() {
        likePost.like(Actor.atAnUnknownTime(ada), post);
        unlikePost.unlike(Actor.atAnUnknownTime(ada), post);

        assertThat(unlikePost.unlike(Actor.atAnUnknownTime(ada), post)).isFalse();
        assertThat(unlikePost.unlike(Actor.atAnUnknownTime(bob), post)).isFalse();
        assertThat(likes.storedOn(post)).isEmpty();
    }

    @Test
    void a_missing_post_is_not_found() {
        assertThatThrownBy(() -> unlikePost.unlike(Actor.atAnUnknownTime(ada), PostId.generate()))
                .isInstanceOf(NotFoundException.class)
                .hasMessageContaining("post");
    }
}
