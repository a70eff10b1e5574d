package io.cosmosblog.application.contract;

import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.user.User;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

public abstract class FeedViewContract extends ContractTest {

    private final User author = Samples.user("author");

    @Test
    void after_105_posts_the_feed_holds_exactly_the_100_newest_newest_first() {
        List<PostSummary> all = new ArrayList<>();
        for (int i = 0; i < 105; i++) {
            PostSummary summary = Samples.post(author, "post " + i).summary();
            ports.feed().put(summary);
            all.add(summary);
        }

        List<PostSummary> expected = all.stream().sorted(PostSummary.NEWEST_FIRST).limit(100).toList();
        assertThat(ports.feed().latest(100)).containsExactlyElementsOf(expected);
    }

    @Test
    void the_limit_takes_the_newest_few() {
        List<PostSummary> all = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            PostSummary summary = Samples.post(author, "post " + i).summary();
            ports.feed().put(summary);
            all.add(summary);
        }

        assertThat(ports.feed().latest(2)).containsExactlyElementsOf(all.stream().sorted(PostSummary.NEWEST_FIRST).limit(2).toList());
    }

    @Test
    void an_older_revision_never_replaces_a_newer_one() {
        Post post = Samples.post(author, "v1");
        Post liked = post.withOneMoreLike();
        ports.feed().put(liked.summary());

        ports.feed().put(post.summary());

        assertThat(ports.feed().latest(100)).containsExactly(liked.summary());
    }

    @Test
    void an_edit_replaces_the_copy_in_place() {
        Post post = Samples.post(author, "v1");
        ports.feed().put(post.summary());
        Post edited = post.edited(new Title("v2"), new PostContent("new words"));

        ports.feed().put(edited.summary());

        assertThat(ports.feed().latest(100)).containsExactly(edited.summary());
    }

    @Test
    void a_new_count_replaces_the_copy_in_place() {
        Post post = Samples.post(author, "v1");
        ports.feed().put(post.summary());
        Post commented = post.withOneMoreComment();

        ports.feed().put(commented.summary());

        assertThat(ports.feed().latest(100)).containsExactly(commented.summary());
    }
}
