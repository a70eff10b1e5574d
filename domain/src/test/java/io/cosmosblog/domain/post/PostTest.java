package io.cosmosblog.domain.post;

import io.cosmosblog.domain.user.TokenHash;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PostTest {

    private final User ada = User.register(UserId.generate(), new Username("ada"), new TokenHash("0".repeat(64)), Instant.EPOCH);
    private final Post post = Post.write(PostId.generate(), ada, new Title("Title"), new PostContent("x".repeat(1000)),
            Instant.parse("2026-11-21T10:00:00Z"));

    @Test
    void a_new_post_has_no_comments_or_likes_and_revision_one() {
        assertThat(post.commentCount()).isZero();
        assertThat(post.likeCount()).isZero();
        assertThat(post.revision()).isEqualTo(1);
    }

    @Test
    void every_change_raises_the_revision() {
        Post changed = post.withOneMoreComment().withOneMoreLike().withNameOf(ada.renamedTo(new Username("Ada")))
                .edited(new Title("New"), new PostContent("new"));

        assertThat(changed.revision()).isEqualTo(5);
        assertThat(changed.commentCount()).isEqualTo(1);
        assertThat(changed.likeCount()).isEqualTo(1);
        assertThat(changed.userUsername().value()).isEqualTo("Ada");
        assertThat(changed.creationDate()).isEqualTo(post.creationDate());
    }

    @Test
    void read_where_nothing_is_copied_its_revision_moves_with_each_edit_reaction_and_rename() {
        User renamedTwice = ada.renamedTo(new Username("Ada")).renamedTo(new Username("ADA"));
        Post stored = post.edited(new Title("New"), new PostContent("new"));

        Post read = stored.lookedUp(renamedTwice, 1, 2);

        assertThat(read.userUsername()).isEqualTo(renamedTwice.username());
        assertThat(read.commentCount()).isEqualTo(1);
        assertThat(read.likeCount()).isEqualTo(2);
        assertThat(read.revision()).isEqualTo(stored.revision() + 3 + 2);
    }

    @Test
    void a_reaction_taken_back_moves_the_revision_as_read_forward_as_on_a_post_that_counts() {
        Post counted = post.withOneMoreComment().withOneMoreLike();
        Post counting = counted.withOneLessLike();

        Post read = post.withOneTakenBackUncounted().lookedUp(ada, 1, 0);

        assertThat(read.revision()).isEqualTo(counting.revision()).isGreaterThan(post.lookedUp(ada, 1, 1).revision());
        assertThat(read.likeCount()).isEqualTo(counting.likeCount());
    }

    @Test
    void only_its_author_completes_a_post() {
        User other = User.register(UserId.generate(), new Username("bob"), new TokenHash("0".repeat(64)), Instant.EPOCH);

        assertThatThrownBy(() -> post.lookedUp(other, 0, 0))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void the_summary_cuts_the_content_to_200_characters_and_keeps_the_rest() {
        PostSummary summary = post.summary();

        assertThat(summary.content()).hasSize(PostSummary.CONTENT_LENGTH);
        assertThat(summary.postId()).isEqualTo(post.id());
        assertThat(summary.revision()).isEqualTo(post.revision());
    }

    @Test
    void only_a_newer_revision_supersedes_a_copy() {
        PostSummary older = post.summary();
        PostSummary newer = post.withOneMoreLike().summary();

        assertThat(newer.supersedes(older)).isTrue();
        assertThat(older.supersedes(newer)).isFalse();
        assertThat(older.supersedes(older)).isFalse();
    }

    @Test
    void a_rebuild_repairs_a_copy_of_the_same_revision_but_never_overwrites_a_newer_one() {
        PostSummary older = post.summary();
        PostSummary newer = post.withOneMoreLike().summary();

        assertThat(older.repairs(older)).isTrue();
        assertThat(newer.repairs(older)).isTrue();
        assertThat(older.repairs(newer)).isFalse();
    }

    @Test
    void a_name_is_only_replaced_by_one_of_a_newer_revision_of_its_author() {
        User renamed = ada.renamedTo(new Username("Ada"));
        User renamedAgain = renamed.renamedTo(new Username("Ada L."));
        Post newest = post.withNameOf(renamedAgain);

        assertThat(newest.userUsername().value()).isEqualTo("Ada L.");
        assertThat(newest.userRevision()).isEqualTo(3);
        assertThat(newest.withNameOf(renamed)).as("an older rename delivered late").isSameAs(newest);
        assertThat(newest.withNameOf(renamedAgain)).as("the same rename again").isSameAs(newest);
        assertThat(post.carriesOlderNameOf(renamed)).isTrue();
        User someoneElse = User.register(UserId.generate(), new Username("bo"), new TokenHash("0".repeat(64)), Instant.EPOCH);
        assertThat(post.carriesOlderNameOf(someoneElse.renamedTo(new Username("Bo")))).as("not the author").isFalse();
    }

    @Test
    void the_author_is_recognised() {
        assertThat(post.isWrittenBy(post.userId())).isTrue();
        assertThat(post.isWrittenBy(UserId.generate())).isFalse();
    }
}
