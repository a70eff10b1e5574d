package io.cosmosblog.adapters.inmemory.container;

import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.UserId;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/** Each user's posts in the index of names: every one kept through the set's growth, each once. */
class NameIndexTest {

    private final MovableClock clock = new MovableClock();
    private final NameIndex names = new NameIndex(clock);
    private final UserId ada = UserId.generate();
    private final UserId bob = UserId.generate();

    @Test
    void every_post_is_kept_once_however_many_a_user_has() {
        List<PostId> posts = IntStream.range(0, 10_000).mapToObj(i -> PostId.generate()).toList();

        posts.forEach(post -> names.add(ada, post));
        posts.forEach(post -> names.add(ada, new PostId(post.value()))); // an equal id: the same post
        names.add(bob, posts.get(0));

        // as sets: AssertJ's "in any order" compares every pair, 10^8 comparisons here
        assertThat(names.postsOf(ada)).hasSize(posts.size());
        assertThat(Set.copyOf(names.postsOf(ada))).isEqualTo(Set.copyOf(posts));
        assertThat(names.postsOf(bob)).containsExactly(posts.get(0));
        assertThat(names.postsOf(UserId.generate())).isEmpty();
    }

    @Test
    void a_list_handed_out_is_not_changed_by_later_posts() {
        PostId first = PostId.generate();
        names.add(ada, first);
        List<PostId> before = names.postsOf(ada);

        names.add(ada, PostId.generate());

        assertThat(before).containsExactly(first);
        assertThat(names.postsOf(ada)).hasSize(2);
    }

    @Test
    void a_user_erased_is_marked_and_keeps_their_list_for_the_erasures_last_pass() {
        PostId shared = PostId.generate();
        names.add(ada, shared);
        names.add(bob, shared);

        names.erased(ada);

        assertThat(names.isErased(ada)).isTrue();
        assertThat(names.isErased(bob)).isFalse();
        assertThat(names.postsOf(ada)).containsExactly(shared);
        assertThat(names.postsOf(bob)).containsExactly(shared);
    }

    @Test
    void a_user_stored_again_after_their_erasure_is_not_erased_and_keeps_their_list() {
        PostId written = PostId.generate();
        names.add(ada, written);
        names.erased(ada);

        names.storedAgain(ada);
        clock.advance(NameIndex.MARKS_KEPT.plusSeconds(1));
        names.erased(UserId.generate());

        assertThat(names.isErased(ada)).isFalse();
        assertThat(names.postsOf(ada)).containsExactly(written);
    }

    @Test
    void an_erasure_is_kept_however_many_come_after_it_and_forgotten_once_its_time_has_passed() {
        names.add(ada, PostId.generate());
        names.erased(ada);

        for (int i = 0; i < 10_001; i++) {
            names.erased(UserId.generate());
        }
        assertThat(names.isErased(ada)).as("after 10,001 later erasures").isTrue();
        assertThat(names.postsOf(ada)).hasSize(1);

        clock.advance(NameIndex.MARKS_KEPT.plusSeconds(1));
        names.erased(UserId.generate());

        assertThat(names.isErased(ada)).isFalse();
        assertThat(names.postsOf(ada)).isEmpty();
    }

    /** A clock the test moves on. */
    private static final class MovableClock extends java.time.Clock {

        private java.time.Instant now = java.time.Instant.parse("2026-12-01T10:00:00Z");

        void advance(java.time.Duration by) {
            now = now.plus(by);
        }

        @Override
        public java.time.Instant instant() {
            return now;
        }

        @Override
        public java.time.ZoneId getZone() {
            return java.time.ZoneOffset.UTC;
        }

        @Override
        public java.time.Clock withZone(java.time.ZoneId zone) {
            return this;
        }
    }
}
