package io.cosmosblog.application.comments;

import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.failure.IdempotencyKeyReusedException;
import io.cosmosblog.application.failure.NotFoundException;
import io.cosmosblog.application.fakes.FakeReactions;
import io.cosmosblog.application.fakes.ManualClock;
import io.cosmosblog.application.users.Actor;
import io.cosmosblog.application.users.Revocations;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.CommentContent;
import io.cosmosblog.domain.post.CommentId;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.shared.IdempotencyKey;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.Username;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CommentOnPostTest {

    private static final Instant NOW = Instant.parse("2026-12-01T10:00:00Z");
    private static final CommentContent TEXT = new CommentContent("Nice post");
    private static final Optional<IdempotencyKey> KEY = Optional.of(new IdempotencyKey("comment-key-1"));

    private final ManualClock clock = new ManualClock(NOW);
    private final FakeReactions.FakeComments comments = new FakeReactions.FakeComments();
    private final CommentOnPost commentOnPost = new CommentOnPost(comments, clock, Revocations.unchecked());
    private final User ada = Samples.user("ada");
    private final PostId post = comments.newPost();

    @Test
    void a_comment_is_stored_on_the_post_with_a_copy_of_its_authors_name_and_the_time() {
        Comment comment = commentOnPost.comment(Actor.atAnUnknownTime(ada), post, TEXT, Optional.empty());

        assertThat(comment.postId()).isEqualTo(post);
        assertThat(comment.userId()).isEqualTo(ada.id());
        assertThat(comment.userUsername()).isEqualTo(ada.username());
        assertThat(comment.userRevision()).isEqualTo(ada.revision());
        assertThat(comment.content()).isEqualTo(TEXT);
        assertThat(comment.creationDate()).isEqualTo(NOW);
        assertThat(comments.storedOn(post)).containsExactly(comment);
    }

    @Test
    void without_a_key_the_same_text_twice_is_two_comments() {
        Comment first = commentOnPost.comment(Actor.atAnUnknownTime(ada), post, TEXT, Optional.empty());
        Comment second = commentOnPost.comment(Actor.atAnUnknownTime(ada), post, TEXT, Optional.empty());

        assertThat(second.id()).isNotEqualTo(first.id());
        assertThat(comments.storedOn(post)).containsExactly(first, second);
    }

    @Test
    void a_comment_the_store_stored_on_a_retry_of_its_own_is_answered_as_added_and_kept_once() {
        comments.retriesTheNextAddAfterStoringIt();

        Comment comment = commentOnPost.comment(Actor.atAnUnknownTime(ada), post, TEXT, Optional.empty());

        assertThat(comment.content()).isEqualTo(TEXT);
        assertThat(comments.storedOn(post)).containsExactly(comment);
    }

    @Test
    void with_a_key_the_comment_gets_the_id_its_author_post_and_key_make() {
        Comment comment = commentOnPost.comment(Actor.atAnUnknownTime(ada), post, TEXT, KEY);

        assertThat(comment.id()).isEqualTo(CommentId.forRetries(ada.id(), post, KEY.orElseThrow()));
        assertThat(comments.storedOn(post)).containsExactly(comment);
    }

    @Test
    void a_retry_with_the_same_key_and_text_answers_the_comment_as_the_first_attempt_stored_it_and_adds_none() {
        Comment first = commentOnPost.comment(Actor.atAnUnknownTime(ada), post, TEXT, KEY);
        clock.advance(Duration.ofSeconds(5));
        User renamedMeanwhile = ada.renamedTo(new Username("Ada Lovelace"));

        Comment retried = commentOnPost.comment(Actor.atAnUnknownTime(renamedMeanwhile), post, TEXT, KEY);

        assertThat(retried).isEqualTo(first);
        assertThat(retried.creationDate()).isEqualTo(NOW);
        assertThat(retried.userUsername()).isEqualTo(ada.username());
        assertThat(comments.storedOn(post)).containsExactly(first);
    }

    @Test
    void the_same_key_with_another_text_is_refused_and_changes_nothing() {
        Comment first = commentOnPost.comment(Actor.atAnUnknownTime(ada), post, TEXT, KEY);

        assertThatThrownBy(() -> commentOnPost.comment(Actor.atAnUnknownTime(ada), post, new CommentContent("Another thought"), KEY))
                .isInstanceOf(IdempotencyKeyReusedException.class)
                .hasMessageContaining("Idempotency-Key");
        assertThat(comments.storedOn(post)).containsExactly(first);
    }

    @Test
    void the_same_key_on_another_post_or_from_another_author_is_another_comment() {
        PostId otherPost = comments.newPost();
        User bob = Samples.user("bob");

        Comment first = commentOnPost.comment(Actor.atAnUnknownTime(ada), post, TEXT, KEY);
        Comment onOtherPost = commentOnPost.comment(Actor.atAnUnknownTime(ada), otherPost, TEXT, KEY);
        Comment byBob = commentOnPost.comment(Actor.atAnUnknownTime(bob), post, TEXT, KEY);

        assertThat(comments.storedOn(post)).containsExactly(first, byBob);
        assertThat(comments.storedOn(otherPost)).containsExactly(onOtherPost);
        assertThat(onOtherPost.id()).isNotEqualTo(first.id());
    }

    @Test
    void a_retry_whose_first_attempt_is_not_readable_yet_is_answered_with_this_attempts_comment() {
        Comment first = commentOnPost.comment(Actor.atAnUnknownTime(ada), post, TEXT, KEY);
        comments.readsDoNotSeeWritesYet();
        Instant later = clock.advance(Duration.ofSeconds(5));

        Comment retried = commentOnPost.comment(Actor.atAnUnknownTime(ada), post, TEXT, KEY);

        assertThat(retried.id()).isEqualTo(first.id());
        assertThat(retried.content()).isEqualTo(TEXT);
        assertThat(retried.creationDate()).isEqualTo(later);
        assertThat(comments.storedOn(post)).containsExactly(first);
    }

    @Test
    void a_comment_on_a_post_that_does_not_exist_is_not_found_and_stores_nothing() {
        PostId missing = PostId.generate();

        assertThatThrownBy(() -> commentOnPost.comment(Actor.atAnUnknownTime(ada), missing, TEXT, KEY))
                .isInstanceOfSatisfying(NotFoundException.class, e -> assertThat(e.what()).isEqualTo("post"))
                .hasMessageContaining(missing.value());
        assertThat(comments.storedOn(missing)).isEmpty();
    }
}
