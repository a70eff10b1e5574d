package io.cosmosblog.application.contract;

import io.cosmosblog.application.port.Page;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.shared.InvalidValueException;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

public abstract class UserPostsViewContract extends ContractTest {

    private final User author = Samples.user("author");

    @Test
    void lists_a_users_posts_newest_first() {
        List<PostSummary> summaries = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            PostSummary summary = Samples.post(author, "post " + i).summary();
            ports.userPosts().put(summary);
            summaries.add(summary);
        }
        ports.userPosts().put(Samples.post(Samples.user("other"), "not theirs").summary());

        assertThat(ports.userPosts().postsOf(author.id(), PageRequest.first(10)).items())
                .containsExactlyElementsOf(summaries.stream().sorted(PostSummary.NEWEST_FIRST).toList());
    }

    @Test
    void an_older_revision_never_replaces_a_newer_one() {
        Post post = Samples.post(author, "v1");
        Post commented = post.withOneMoreComment();
        ports.userPosts().put(commented.summary());

        ports.userPosts().put(post.summary());

        assertThat(ports.userPosts().postsOf(author.id(), PageRequest.first(10)).items())
                .containsExactly(commented.summary());
    }

    @Test
    void a_newer_revision_replaces_the_copy_in_place() {
        Post post = Samples.post(author, "v1");
        ports.userPosts().put(post.summary());
        Post liked = post.withOneMoreLike();

        ports.userPosts().put(liked.summary());

        assertThat(ports.userPosts().postsOf(author.id(), PageRequest.first(10)).items())
                .containsExactly(liked.summary());
    }

    @Test
    void the_continuation_walks_every_post_once_even_when_new_ones_arrive() {
        for (int i = 0; i < 12; i++) {
            ports.userPosts().put(Samples.post(author, "post " + i).summary());
        }
        Page<PostSummary> first = ports.userPosts().postsOf(author.id(), PageRequest.first(5));
        ports.userPosts().put(Samples.post(author, "newer").summary());

        List<PostSummary> rest = new ArrayList<>(first.items());
        Optional<String> continuation = first.continuation();
        while (continuation.isPresent()) {
            Page<PostSummary> page = ports.userPosts().postsOf(author.id(), new PageRequest(5, continuation));
            rest.addAll(page.items());
            continuation = page.continuation();
        }

        assertThat(rest).hasSize(12).doesNotHaveDuplicates()
                .isSortedAccordingTo(Comparator.comparing(PostSummary::creationDate).reversed());
    }

    @Test
    void a_user_without_posts_has_an_empty_list() {
        Page<PostSummary> page = ports.userPosts().postsOf(UserId.generate(), PageRequest.first(10));

        assertThat(page.items()).isEmpty();
        assertThat(page.continuation()).isEmpty();
    }

    @Test
    void a_continuation_of_another_users_list_is_refused() {
        User other = Samples.user("other");
        for (int i = 0; i < 3; i++) {
            ports.userPosts().put(Samples.post(author, "mine " + i).summary());
            ports.userPosts().put(Samples.post(other, "theirs " + i).summary());
        }
        String ofAuthor = ports.userPosts().postsOf(author.id(), PageRequest.first(1)).continuation().orElseThrow();

        assertThatThrownBy(() -> ports.userPosts().postsOf(other.id(), new PageRequest(1, Optional.of(ofAuthor))))
                .isInstanceOf(InvalidValueException.class)
                .hasMessageContaining("continuation");
    }

    @Test
    void a_continuation_it_did_not_issue_is_refused() {
        assertThatThrownBy(() -> ports.userPosts().postsOf(author.id(), new PageRequest(5, Optional.of("bogus"))))
                .isInstanceOf(InvalidValueException.class)
                .hasMessageContaining("continuation");
    }
}
