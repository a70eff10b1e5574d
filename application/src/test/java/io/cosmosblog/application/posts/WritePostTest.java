package io.cosmosblog.application.posts;

import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.failure.IdempotencyKeyReusedException;
import io.cosmosblog.application.fakes.FakePosts;
import io.cosmosblog.application.fakes.ManualClock;
import io.cosmosblog.application.port.IdTakenException;
import io.cosmosblog.application.port.StorageBusyException;
import io.cosmosblog.application.users.Actor;
import io.cosmosblog.application.users.Revocations;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.shared.IdempotencyKey;
import io.cosmosblog.domain.user.User;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class WritePostTest {

    private static final Instant NOW = Instant.parse("2026-12-01T10:00:00Z");
    private static final Title TITLE = new Title("Hexagons");
    private static final PostContent CONTENT = new PostContent("Ports and adapters, in six sides.");
    private static final IdempotencyKey KEY = new IdempotencyKey("post-key-1");

    private final ManualClock clock = new ManualClock(NOW);
    private final FakePosts posts = new FakePosts();
    private final WritePost writePost = new WritePost(posts, clock, Revocations.unchecked());
    private final User ada = Samples.user("ada");

    @Test
    void a_new_post_is_stored_with_a_copy_of_its_authors_name_no_counts_and_the_time() {
        Post post = writePost.write(Actor.atAnUnknownTime(ada), TITLE, CONTENT, Optional.empty());

        assertThat(post.userId()).isEqualTo(ada.id());
        assertThat(post.userUsername()).isEqualTo(ada.username());
        assertThat(post.userRevision()).isEqualTo(ada.revision());
        assertThat(post.title()).isEqualTo(TITLE);
        assertThat(post.content()).isEqualTo(CONTENT);
        assertThat(post.commentCount()).isZero();
        assertThat(post.likeCount()).isZero();
        assertThat(post.creationDate()).isEqualTo(NOW);
        assertThat(posts.stored()).containsExactly(post);
    }

    @Test
    void without_a_key_the_same_post_twice_is_two_posts() {
        Post first = writePost.write(Actor.atAnUnknownTime(ada), TITLE, CONTENT, Optional.empty());
        Post second = writePost.write(Actor.atAnUnknownTime(ada), TITLE, CONTENT, Optional.empty());

        assertThat(second.id()).isNotEqualTo(first.id());
        assertThat(posts.stored()).containsExactly(first, second);
    }

    @Test
    void a_post_the_store_stored_on_a_retry_of_its_own_is_answered_as_written_and_kept_once() {
        posts.retriesTheNextAddAfterStoringIt();

        Post post = writePost.write(Actor.atAnUnknownTime(ada), TITLE, CONTENT, Optional.empty());

        assertThat(post.title()).isEqualTo(TITLE);
        assertThat(posts.stored()).containsExactly(post);
    }

    @Test
    void with_a_key_the_post_gets_the_id_its_author_and_key_make() {
        Post post = write(ada, TITLE, CONTENT);

        assertThat(post.id()).isEqualTo(PostId.forRetries(ada.id(), KEY));
        assertThat(posts.stored()).containsExactly(post);
    }

    @Test
    void a_retry_with_the_same_key_and_post_answers_the_stored_post_and_stores_nothing() {
        Post first = write(ada, TITLE, CONTENT);
        clock.advance(Duration.ofSeconds(5));

        Post retried = write(ada, TITLE, CONTENT);

        assertThat(retried).isEqualTo(first);
        assertThat(retried.creationDate()).isEqualTo(NOW);
        assertThat(posts.stored()).containsExactly(first);
    }

    @Test
    void the_same_key_with_another_title_or_another_content_is_refused_and_changes_nothing() {
        Post first = write(ada, TITLE, CONTENT);

        assertThatThrownBy(() -> write(ada, new Title("Octagons"), CONTENT))
                .isInstanceOf(IdempotencyKeyReusedException.class)
                .hasMessageContaining("Idempotency-Key");
        assertThatThrownBy(() -> write(ada, TITLE, new PostContent("Something else entirely.")))
                .isInstanceOf(IdempotencyKeyReusedException.class);
        assertThat(posts.stored()).containsExactly(first);
    }

    @Test
    void the_same_key_from_another_author_is_another_post() {
        User bob = Samples.user("bob");

        Post byAda = write(ada, TITLE, CONTENT);
        Post byBob = write(bob, TITLE, CONTENT);

        assertThat(byBob.id()).isNotEqualTo(byAda.id());
        assertThat(posts.stored()).containsExactly(byAda, byBob);
    }

    @Test
    void an_attempt_that_loses_the_race_to_another_with_the_same_key_and_post_answers_the_winners_post() {
        Post winner = Post.write(PostId.forRetries(ada.id(), KEY), ada, TITLE, CONTENT, NOW.minusSeconds(1));
        posts.anotherAttemptStoresJustBeforeTheNextAdd(winner);

        Post post = write(ada, TITLE, CONTENT);

        assertThat(post).isEqualTo(winner);
        assertThat(posts.stored()).containsExactly(winner);
    }

    @Test
    void an_attempt_that_loses_the_race_to_another_post_with_the_same_key_is_refused() {
        Post winner = Post.write(PostId.forRetries(ada.id(), KEY), ada, new Title("Octagons"), CONTENT, NOW.minusSeconds(1));
        posts.anotherAttemptStoresJustBeforeTheNextAdd(winner);

        assertThatThrownBy(() -> write(ada, TITLE, CONTENT))
                .isInstanceOf(IdempotencyKeyReusedException.class);
        assertThat(posts.stored()).containsExactly(winner);
    }

    @Test
    void an_attempt_that_loses_the_race_to_a_post_not_readable_yet_asks_to_try_again_in_a_second() {
        PostId id = PostId.forRetries(ada.id(), KEY);
        posts.anotherAttemptStoresUnreadablyJustBeforeTheNextAdd(Post.write(id, ada, TITLE, CONTENT, NOW.minusSeconds(1)));

        assertThatThrownBy(() -> write(ada, TITLE, CONTENT))
                .isInstanceOfSatisfying(StorageBusyException.class,
                        e -> assertThat(e.retryAfter()).isEqualTo(Duration.ofSeconds(1)))
                .hasMessageContaining(id.value())
                .hasCauseInstanceOf(IdTakenException.class);
        assertThat(posts.stored()).extracting(Post::creationDate).containsExactly(NOW.minusSeconds(1));
    }

    @Test
    void a_retry_after_its_post_was_deleted_is_refused_and_writes_nothing() {
        Post first = write(ada, TITLE, CONTENT);
        posts.remove(first.id());

        assertThatThrownBy(() -> write(ada, TITLE, CONTENT))
                .isInstanceOf(IdempotencyKeyReusedException.class)
                .hasMessageContaining("deleted since");
        assertThat(posts.stored()).isEmpty();
    }

    private Post write(User author, Title title, PostContent content) {
        return writePost.write(Actor.atAnUnknownTime(author), title, content, Optional.of(KEY));
    }
}
