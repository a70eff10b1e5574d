package io.cosmosblog.application.contract;

import io.cosmosblog.application.port.Page;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.shared.InvalidValueException;
import io.cosmosblog.domain.user.User;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A user's posts (Q3) and the feed (Q6) as every data model answers them: posts written through
 * the ports, read back through the lists. Where the lists are stored copies (V3) they follow the
 * posts a moment later, so each read waits, bounded, for the answer expected; where they are
 * queries over the posts (V1, V2) the first read already has it.
 */
public abstract class PostListsContract extends ContractTest {

    private final User ada = Samples.user("ada");
    private final User bob = Samples.user("bob");

    @BeforeEach
    void startBlog() {
        stored(ada, bob);
        startServiceProjections();
    }

    @AfterEach
    void stopBlog() {
        stopProjections(Duration.ofSeconds(5));
    }

    @Test
    void a_users_posts_come_newest_first_with_their_counts_and_author_name() {
        Post first = write(ada, "first");
        Post second = write(ada, "second");
        write(bob, "not hers");
        ports.comments().add(Samples.comment(first, bob, "nice"));
        ports.comments().add(Samples.comment(first, ada, "thanks"));
        ports.likes().add(Samples.like(first, bob));
        ports.likes().add(Samples.like(second, ada));

        List<PostSummary> expected = List.of(stored(second), stored(first));
        List<PostSummary> listed = eventually(() -> ports.userPosts().postsOf(ada.id(), PageRequest.first(10)).items(), expected);

        assertThat(listed).containsExactlyElementsOf(expected);
        assertThat(listed).extracting(PostSummary::commentCount).containsExactly(0L, 2L);
        assertThat(listed).extracting(PostSummary::likeCount).containsExactly(1L, 1L);
        assertThat(listed).extracting(PostSummary::userUsername).containsOnly(ada.username());
    }

    @Test
    void the_continuation_walks_every_post_of_the_user_once() {
        List<PostSummary> expected = new ArrayList<>();
        for (int i = 0; i < 7; i++) {
            expected.add(write(ada, "post " + i).summary());
            write(bob, "bob's " + i);
        }
        expected.sort(PostSummary.NEWEST_FIRST);
        eventually(() -> ports.userPosts().postsOf(ada.id(), PageRequest.first(10)).items(), expected);

        Pages.Walk<PostSummary> walk = Pages.walk(request -> ports.userPosts().postsOf(ada.id(), request), 3, 10);

        assertThat(walk.items()).containsExactlyElementsOf(expected);
        assertThat(walk.pages()).isBetween(3, 4);
    }

    @Test
    void a_continuation_of_another_users_list_is_refused() {
        for (int i = 0; i < 3; i++) {
            write(ada, "hers " + i);
            write(bob, "his " + i);
        }
        eventually(() -> ports.userPosts().postsOf(ada.id(), PageRequest.first(10)).items().size(), 3);
        String ofAda = ports.userPosts().postsOf(ada.id(), PageRequest.first(1)).continuation().orElseThrow();

        assertThatThrownBy(() -> ports.userPosts().postsOf(bob.id(), new PageRequest(1, Optional.of(ofAda))))
                .isInstanceOf(InvalidValueException.class)
                .hasMessageContaining("continuation");
    }

    @Test
    void a_continuation_the_list_did_not_issue_is_refused() {
        write(ada, "one");

        assertThatThrownBy(() -> ports.userPosts().postsOf(ada.id(), new PageRequest(5, Optional.of("bogus"))))
                .isInstanceOf(InvalidValueException.class)
                .hasMessageContaining("continuation");
    }

    @Test
    void a_user_without_posts_has_an_empty_last_page() {
        write(bob, "his");

        Page<PostSummary> page = ports.userPosts().postsOf(ada.id(), PageRequest.first(10));

        assertThat(page.items()).isEmpty();
        assertThat(page.continuation()).isEmpty();
    }

    @Test
    void the_feed_has_everyones_newest_posts_first_with_their_counts_and_names() {
        Post adas = write(ada, "ada's");
        Post bobs = write(bob, "bob's");
        ports.comments().add(Samples.comment(adas, bob, "hello"));
        ports.likes().add(Samples.like(bobs, ada));
        ports.likes().add(Samples.like(bobs, bob));

        List<PostSummary> expected = List.of(stored(bobs), stored(adas));
        List<PostSummary> feed = eventually(() -> ports.feed().latest(10), expected);

        assertThat(feed).containsExactlyElementsOf(expected);
        assertThat(feed).extracting(PostSummary::userUsername).containsExactly(bob.username(), ada.username());
        assertThat(feed).extracting(PostSummary::commentCount).containsExactly(0L, 1L);
        assertThat(feed).extracting(PostSummary::likeCount).containsExactly(2L, 0L);
    }

    @Test
    void the_feeds_limit_takes_the_newest_few() {
        List<PostSummary> all = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            all.add(write(i % 2 == 0 ? ada : bob, "post " + i).summary());
        }
        List<PostSummary> newest = all.stream().sorted(PostSummary.NEWEST_FIRST).toList();
        eventually(() -> ports.feed().latest(10), newest);

        assertThat(ports.feed().latest(2)).containsExactlyElementsOf(newest.subList(0, 2));
        assertThat(ports.feed().latest(1)).containsExactly(newest.get(0));
    }

    private Post write(User author, String title) {
        Post post = Samples.post(author, title);
        ports.posts().add(post);
        return post;
    }

    /** The post as the store answers it now, in short form: what the lists must show of it. */
    private PostSummary stored(Post post) {
        return ports.posts().find(post.id()).orElseThrow().summary();
    }
}
