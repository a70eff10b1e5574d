package io.cosmosblog.application.contract;

import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.Reactions.Added;
import io.cosmosblog.application.port.Reactions.Removed;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.shared.InvalidValueException;
import io.cosmosblog.domain.user.User;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

public abstract class LikesContract extends ContractTest {

    private final User author = Samples.user("author");

    @BeforeEach
    void storeAuthor() {
        stored(author);
    }

    @Test
    void a_like_is_stored_and_counted_once_per_user() {
        Post post = addPost();
        User fan = member("fan");

        assertThat(ports.likes().add(Samples.like(post, fan))).isEqualTo(Added.ADDED);
        assertThat(ports.likes().add(Samples.like(post, fan))).isEqualTo(Added.ALREADY_THERE);

        assertThat(ports.posts().find(post.id()).orElseThrow().likeCount()).isEqualTo(1);
        assertThat(ports.likes().on(post.id(), PageRequest.first(10)).items())
                .singleElement().extracting(Like::userId).isEqualTo(fan.id());
    }

    @Test
    void the_stored_like_is_found_by_post_and_user() {
        Post post = addPost();
        User fan = member("fan");
        Like first = Samples.like(post, fan);
        ports.likes().add(first);
        ports.likes().add(Samples.like(post, fan));

        assertThat(ports.likes().find(post.id(), Like.identityOf(fan.id()))).contains(first);
        assertThat(ports.likes().find(post.id(), Like.identityOf(Samples.user("other").id()))).isEmpty();
        assertThat(ports.likes().find(Samples.post(author, "never stored").id(), Like.identityOf(fan.id()))).isEmpty();
    }

    @Test
    void a_like_of_a_missing_post_writes_nothing() {
        Post ghost = Samples.post(author, "never stored");

        assertThat(ports.likes().add(Samples.like(ghost, author))).isEqualTo(Added.NO_SUCH_POST);

        assertThat(ports.likes().on(ghost.id(), PageRequest.first(10)).items()).isEmpty();
    }

    @Test
    void likes_page_in_the_order_they_came_and_the_continuation_walks_them_all_once() {
        Post post = addPost();
        List<Like> given = new ArrayList<>();
        for (int i = 0; i < 130; i++) {
            Like like = Samples.like(post, member("fan" + i));
            ports.likes().add(like);
            given.add(like);
        }

        assertThat(Pages.all(c -> ports.likes().on(post.id(), c))).containsExactlyElementsOf(given);
    }

    @Test
    void a_continuation_of_another_posts_likes_is_refused() {
        Post one = addPost();
        Post other = addPost();
        for (int i = 0; i < 3; i++) {
            User fan = member("fan" + i);
            ports.likes().add(Samples.like(one, fan));
            ports.likes().add(Samples.like(other, fan));
        }
        String ofOne = ports.likes().on(one.id(), PageRequest.first(1)).continuation().orElseThrow();

        assertThatThrownBy(() -> ports.likes().on(other.id(), new PageRequest(1, Optional.of(ofOne))))
                .isInstanceOf(InvalidValueException.class)
                .hasMessageContaining("continuation");
    }

    @Test
    void forty_users_liking_twice_at_once_count_forty() throws Exception {
        Post post = addPost();
        List<User> fans = IntStream.range(0, 40).mapToObj(i -> member("fan" + i)).toList();

        Parallel.run(16, t -> {
            for (int round = 0; round < 2; round++) {
                for (int i = t; i < fans.size(); i += 16) {
                    ports.likes().add(Samples.like(post, fans.get(i)));
                }
            }
        });

        assertThat(ports.posts().find(post.id()).orElseThrow().likeCount()).isEqualTo(40);
        assertThat(Pages.all(c -> ports.likes().on(post.id(), c))).extracting(Like::userId)
                .containsExactlyInAnyOrderElementsOf(fans.stream().map(User::id).toList());
    }

    @Test
    void a_like_taken_back_is_gone_and_uncounted_once_and_may_be_given_again() {
        Post post = addPost();
        User fan = member("fan");
        User other = member("other");
        ports.likes().add(Samples.like(post, fan));
        Like kept = Samples.like(post, other);
        ports.likes().add(kept);

        long before = ports.posts().find(post.id()).orElseThrow().revision();

        assertThat(ports.likes().remove(post.id(), Like.identityOf(fan.id()))).isEqualTo(Removed.REMOVED);
        assertThat(ports.likes().remove(post.id(), Like.identityOf(fan.id()))).isEqualTo(Removed.NOT_THERE);

        assertThat(ports.posts().find(post.id()).orElseThrow().likeCount()).isEqualTo(1);
        assertThat(ports.posts().find(post.id()).orElseThrow().revision()).as("a change still, once")
                .isEqualTo(before + 1);
        assertThat(ports.likes().find(post.id(), Like.identityOf(fan.id()))).isEmpty();
        assertThat(ports.likes().on(post.id(), PageRequest.first(10)).items()).containsExactly(kept);
        assertThat(ports.likes().add(Samples.like(post, fan))).isEqualTo(Added.ADDED);
        assertThat(ports.posts().find(post.id()).orElseThrow().likeCount()).isEqualTo(2);
    }

    @Test
    void taking_back_a_like_never_given_or_on_a_missing_post_changes_nothing() {
        Post post = addPost();
        User fan = member("fan");
        ports.likes().add(Samples.like(post, fan));

        assertThat(ports.likes().remove(post.id(), Like.identityOf(member("stranger").id()))).isEqualTo(Removed.NOT_THERE);
        assertThat(ports.likes().remove(Samples.post(author, "never stored").id(), Like.identityOf(fan.id())))
                .isEqualTo(Removed.NO_SUCH_POST);

        assertThat(ports.posts().find(post.id()).orElseThrow().likeCount()).isEqualTo(1);
    }

    @Test
    void likes_taken_back_leave_the_others_paging_in_order_and_the_continuation_walks_them_once() {
        Post post = addPost();
        List<Like> kept = new ArrayList<>();
        for (int i = 0; i < 130; i++) {
            Like like = Samples.like(post, member("fan" + i));
            ports.likes().add(like);
            if (i % 3 == 1) {
                ports.likes().remove(post.id(), like.identity());
            } else {
                kept.add(like);
            }
        }

        assertThat(Pages.all(c -> ports.likes().on(post.id(), c))).containsExactlyElementsOf(kept);
        assertThat(ports.posts().find(post.id()).orElseThrow().likeCount()).isEqualTo(kept.size());
    }

    @Test
    void users_liking_and_taking_back_at_once_leave_the_count_equal_to_the_likes_listed() throws Exception {
        Post post = addPost();
        List<User> fans = IntStream.range(0, 40).mapToObj(i -> member("fan" + i)).toList();

        // Each fan likes, takes back, likes again and repeats both; an even fan ends liking, an odd one not.
        Parallel.run(16, t -> {
            for (int i = t; i < fans.size(); i += 16) {
                User fan = fans.get(i);
                for (int round = 0; round < 3; round++) {
                    ports.likes().add(Samples.like(post, fan));
                    ports.likes().add(Samples.like(post, fan));
                    if (round < 2 || i % 2 == 1) {
                        ports.likes().remove(post.id(), Like.identityOf(fan.id()));
                        ports.likes().remove(post.id(), Like.identityOf(fan.id()));
                    }
                }
            }
        });

        List<Like> listed = Pages.all(c -> ports.likes().on(post.id(), c));
        assertThat(listed).extracting(Like::userId).containsExactlyInAnyOrderElementsOf(
                IntStream.range(0, fans.size()).filter(i -> i % 2 == 0).mapToObj(i -> fans.get(i).id()).toList());
        assertThat(ports.posts().find(post.id()).orElseThrow().likeCount()).isEqualTo(listed.size());
    }

    private Post addPost() {
        Post post = Samples.post(author, "Post");
        ports.posts().add(post);
        return post;
    }
}
