package io.cosmosblog.adapters.cosmos.v3.mirror;

import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.FeedView;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.user.User;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/** The copy keeps what the feed container keeps: the newest 100, each post once, at its newest revision. */
class FeedMirrorTest {

    private final User ada = Samples.user("ada");

    @Test
    void keeps_the_newest_hundred_newest_first_and_leaves_out_an_older_one_once_full() {
        List<Post> posts = new ArrayList<>();
        for (int i = 0; i < FeedView.CAPACITY + 1; i++) {
            posts.add(Samples.post(ada, "post " + i));
        }
        FeedMirror copy = FeedMirror.NONE;
        for (Post post : posts.subList(1, posts.size())) {
            copy = copy.with(post.summary(), false);
        }

        assertThat(copy.with(posts.get(0).summary(), false)).as("older than all of a full list").isSameAs(copy);
        assertThat(copy.posts()).hasSize(FeedView.CAPACITY).isSortedAccordingTo(PostSummary.NEWEST_FIRST);
        assertThat(copy.first(1)).containsExactly(posts.get(posts.size() - 1).summary());
        Post newest = Samples.post(ada, "newest");
        assertThat(copy.with(newest.summary(), false).posts()).hasSize(FeedView.CAPACITY)
                .startsWith(newest.summary()).doesNotContain(posts.get(1).summary());
    }

    @Test
    void a_post_is_kept_once_at_its_newest_revision() {
        Post post = Samples.post(ada, "liked");
        PostSummary liked = post.withOneMoreLike().summary();
        FeedMirror copy = FeedMirror.NONE.with(liked, false);

        assertThat(copy.with(post.summary(), false)).as("an older revision delivered late").isSameAs(copy);
        assertThat(copy.with(liked, false)).as("the same revision again").isSameAs(copy);
        assertThat(copy.with(liked, true).posts()).as("a rebuild's repair").containsExactly(liked);
        PostSummary likedTwice = post.withOneMoreLike().withOneMoreLike().summary();
        assertThat(copy.with(likedTwice, false).posts()).containsExactly(likedTwice);
    }

    @Test
    void a_deleted_post_leaves_for_good_and_a_late_copy_or_a_repair_does_not_bring_it_back() {
        Post kept = Samples.post(ada, "kept");
        Post gone = Samples.post(ada, "gone");
        FeedMirror copy = FeedMirror.NONE.with(kept.summary(), false).with(gone.summary(), false);

        FeedMirror without = copy.without(gone.deleted());

        assertThat(without.posts()).containsExactly(kept.summary());
        assertThat(without.with(gone.summary(), false).posts()).as("a late copy").containsExactly(kept.summary());
        assertThat(without.with(gone.summary(), true).posts()).as("a repair").containsExactly(kept.summary());
    }

    @Test
    void a_deleted_post_older_than_all_of_a_full_list_is_forgotten() {
        Post old = Samples.post(ada, "old");
        FeedMirror copy = FeedMirror.NONE.without(old.deleted());
        assertThat(copy.gone()).containsKey(old.id());
        for (int i = 0; i < FeedView.CAPACITY; i++) {
            copy = copy.with(Samples.post(ada, "newer " + i).summary(), false);
        }

        assertThat(copy.gone()).isEmpty();
    }
}
