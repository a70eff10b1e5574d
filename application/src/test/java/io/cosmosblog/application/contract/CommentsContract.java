package io.cosmosblog.application.contract;

import io.cosmosblog.application.port.Page;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.Reactions.Added;
import io.cosmosblog.application.port.Reactions.Removed;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.shared.InvalidValueException;
import io.cosmosblog.domain.user.User;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

public abstract class CommentsContract extends ContractTest {

    private final User author = Samples.user("author");
    private final User reader = Samples.user("reader");

    @BeforeEach
    void storeUsers() {
        stored(author, reader);
    }

    @Test
    void a_comment_is_stored_and_counted_on_its_post() {
        Post post = addPost();
        Comment comment = Samples.comment(post, reader, "Nice");

        assertThat(ports.comments().add(comment)).isEqualTo(Added.ADDED);

        assertThat(ports.comments().on(post.id(), PageRequest.first(10)).items()).containsExactly(comment);
        assertThat(ports.posts().find(post.id()).orElseThrow().commentCount()).isEqualTo(1);
    }

    @Test
    void the_same_comment_again_is_kept_and_counted_once() {
        Post post = addPost();
        Comment comment = Samples.comment(post, reader, "Nice");
        ports.comments().add(comment);

        assertThat(ports.comments().add(comment)).isEqualTo(Added.ALREADY_THERE);

        assertThat(ports.comments().on(post.id(), PageRequest.first(10)).items()).containsExactly(comment);
        assertThat(ports.comments().find(post.id(), comment.identity())).contains(comment);
        assertThat(ports.posts().find(post.id()).orElseThrow().commentCount()).isEqualTo(1);
    }

    /** A copy's way: many at once, each counted; one there already ends the call with the first ones stored. */
    @Test
    void comments_added_together_are_stored_in_order_and_counted_and_one_there_already_ends_the_call() {
        Post post = addPost();
        List<Comment> many = new java.util.ArrayList<>();
        for (int i = 0; i < 120; i++) {
            many.add(Samples.comment(post, i % 2 == 0 ? reader : author, "comment " + i));
        }
        ports.comments().add(many.get(110));

        int stored = ports.comments().addAll(post.id(), many);

        assertThat(stored).isLessThanOrEqualTo(110);
        assertThat(ports.comments().addAll(post.id(), many.subList(stored, 110))).isEqualTo(110 - stored);
        assertThat(ports.comments().addAll(post.id(), many.subList(111, 120))).isEqualTo(9);
        assertThat(Pages.all(c -> ports.comments().on(post.id(), c)).stream().map(Comment::id).toList())
                .containsExactlyInAnyOrderElementsOf(many.stream().map(Comment::id).toList());
        assertThat(ports.posts().find(post.id()).orElseThrow().commentCount()).isEqualTo(120);
    }

    @Test
    void a_comment_on_a_missing_post_writes_nothing() {
        Post ghost = Samples.post(author, "never stored");

        assertThat(ports.comments().add(Samples.comment(ghost, reader, "hello?"))).isEqualTo(Added.NO_SUCH_POST);

        assertThat(ports.comments().on(ghost.id(), PageRequest.first(10)).items()).isEmpty();
        assertThat(ports.posts().find(ghost.id())).isEmpty();
    }

    @Test
    void comments_page_oldest_first_and_the_continuation_walks_them_all_once() {
        Post post = addPost();
        List<Comment> written = new ArrayList<>();
        for (int i = 0; i < 23; i++) {
            Comment comment = Samples.comment(post, i % 2 == 0 ? reader : author, "comment " + i);
            ports.comments().add(comment);
            written.add(comment);
        }

        Pages.Walk<Comment> walk = Pages.walk(request -> ports.comments().on(post.id(), request), 5, 20);

        assertThat(walk.items()).containsExactlyElementsOf(written);
        assertThat(walk.pages()).isEqualTo(5);
    }

    @Test
    void comments_of_other_posts_never_show() {
        Post one = addPost();
        Post other = addPost();
        ports.comments().add(Samples.comment(one, reader, "on one"));

        assertThat(ports.comments().on(other.id(), PageRequest.first(10)).items()).isEmpty();
    }

    @Test
    void an_unknown_post_has_no_comments() {
        assertThat(ports.comments().on(PostId.generate(), PageRequest.first(10)).items()).isEmpty();
    }

    @Test
    void a_continuation_it_did_not_issue_is_refused() {
        Post post = addPost();

        assertThatThrownBy(() -> ports.comments().on(post.id(), new PageRequest(5, Optional.of("made-up"))))
                .isInstanceOf(InvalidValueException.class)
                .hasMessageContaining("continuation");
    }

    @Test
    void a_continuation_of_another_posts_comments_is_refused() {
        Post one = addPost();
        Post other = addPost();
        for (int i = 0; i < 3; i++) {
            ports.comments().add(Samples.comment(one, reader, "c" + i));
            ports.comments().add(Samples.comment(other, reader, "c" + i));
        }
        String ofOne = ports.comments().on(one.id(), PageRequest.first(1)).continuation().orElseThrow();

        assertThatThrownBy(() -> ports.comments().on(other.id(), new PageRequest(1, Optional.of(ofOne))))
                .isInstanceOf(InvalidValueException.class)
                .hasMessageContaining("continuation");
    }

    @Test
    void parallel_comments_are_all_stored_and_counted() throws Exception {
        Post post = addPost();
        int threads = 8;
        int each = 25;

        Parallel.run(threads, t -> {
            for (int i = 0; i < each; i++) {
                ports.comments().add(Samples.comment(post, reader, "t" + t + " c" + i));
            }
        });

        assertThat(ports.posts().find(post.id()).orElseThrow().commentCount()).isEqualTo(threads * each);
        assertThat(Pages.all(c -> ports.comments().on(post.id(), c))).hasSize(threads * each);
    }

    @Test
    void a_comment_taken_back_is_gone_and_uncounted_once() {
        Post post = addPost();
        Comment first = Samples.comment(post, reader, "first");
        Comment typo = Samples.comment(post, reader, "tpyo");
        Comment last = Samples.comment(post, author, "last");
        List.of(first, typo, last).forEach(ports.comments()::add);

        long before = ports.posts().find(post.id()).orElseThrow().revision();

        assertThat(ports.comments().remove(post.id(), typo.identity())).isEqualTo(Removed.REMOVED);
        assertThat(ports.comments().remove(post.id(), typo.identity())).isEqualTo(Removed.NOT_THERE);

        assertThat(ports.posts().find(post.id()).orElseThrow().revision()).as("a change still, once").isEqualTo(before + 1);

        assertThat(ports.comments().on(post.id(), PageRequest.first(10)).items()).containsExactly(first, last);
        assertThat(ports.comments().find(post.id(), typo.identity())).isEmpty();
        assertThat(ports.posts().find(post.id()).orElseThrow().commentCount()).isEqualTo(2);
        assertThat(ports.comments().remove(Samples.post(author, "never stored").id(), first.identity()))
                .isEqualTo(Removed.NO_SUCH_POST);
    }

    @Test
    void a_continuation_handed_out_before_a_comment_was_taken_back_walks_on_over_the_rest() {
        Post post = addPost();
        List<Comment> given = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            given.add(Samples.comment(post, reader, "c" + i));
            ports.comments().add(given.get(i));
        }
        Page<Comment> firstPage = ports.comments().on(post.id(), PageRequest.first(2));

        ports.comments().remove(post.id(), given.get(1).identity());
        ports.comments().remove(post.id(), given.get(2).identity());

        assertThat(firstPage.items()).containsExactly(given.get(0), given.get(1));
        assertThat(ports.comments().on(post.id(), new PageRequest(10, firstPage.continuation())).items())
                .containsExactly(given.get(3), given.get(4), given.get(5));
    }

    @Test
    void comments_added_and_taken_back_at_once_leave_the_count_equal_to_the_comments_listed() throws Exception {
        Post post = addPost();
        int threads = 8;
        int each = 10;

        // Each thread adds two comments per round and takes one of them back: half of them stay.
        Parallel.run(threads, t -> {
            for (int i = 0; i < each; i++) {
                Comment kept = Samples.comment(post, reader, "t" + t + " kept " + i);
                Comment regretted = Samples.comment(post, reader, "t" + t + " regretted " + i);
                ports.comments().add(regretted);
                ports.comments().add(kept);
                ports.comments().remove(post.id(), regretted.identity());
                ports.comments().remove(post.id(), regretted.identity());
            }
        });

        assertThat(Pages.all(c -> ports.comments().on(post.id(), c))).hasSize(threads * each)
                .allSatisfy(comment -> assertThat(comment.content().value()).contains("kept"));
        assertThat(ports.posts().find(post.id()).orElseThrow().commentCount()).isEqualTo(threads * each);
    }

    private Post addPost() {
        Post post = Samples.post(author, "Post");
        ports.posts().add(post);
        return post;
    }
}
