package io.cosmosblog.domain.post;

import io.cosmosblog.domain.user.TokenHash;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

class ReactionTest {

    private static final Instant NOW = Instant.parse("2026-11-23T10:00:00Z");

    private final Post post = Post.write(PostId.generate(),
            User.register(UserId.generate(), new Username("ada"), new TokenHash("0".repeat(64)), NOW), new Title("Title"),
            new PostContent("text"), NOW);
    private final UserId reader = UserId.generate();

    @Test
    void a_like_is_known_by_its_user_so_a_second_one_is_the_same_like() {
        Like first = new Like(post.id(), reader, new Username("bo"), 1, NOW);
        Like again = new Like(post.id(), reader, new Username("Bo"), 2, NOW.plusSeconds(5));

        assertThat(again.identity()).isEqualTo(first.identity()).isEqualTo(Like.identityOf(reader));
        assertThat(new Like(post.id(), UserId.generate(), new Username("cy"), 1, NOW).identity()).isNotEqualTo(first.identity());
    }

    @Test
    void every_comment_is_its_own_even_with_the_same_words() {
        Comment one = comment("Nice");
        Comment other = comment("Nice");

        assertThat(one.identity()).isEqualTo(one.id().value()).isNotEqualTo(other.identity());
    }

    @Test
    void each_kind_counts_on_its_own_counter_and_raises_the_revision() {
        Post commented = comment("Nice").countedOn(post);
        Post liked = new Like(post.id(), reader, new Username("bo"), 1, NOW).countedOn(post);

        assertThat(commented.commentCount()).isEqualTo(1);
        assertThat(commented.likeCount()).isZero();
        assertThat(liked.likeCount()).isEqualTo(1);
        assertThat(liked.commentCount()).isZero();
        assertThat(commented.revision()).isEqualTo(liked.revision()).isEqualTo(post.revision() + 1);
    }

    @Test
    void taking_one_back_lowers_its_own_counter_and_still_raises_the_revision() {
        Comment nice = comment("Nice");
        Like like = new Like(post.id(), reader, new Username("bo"), 1, NOW);
        Post both = like.countedOn(nice.countedOn(post));

        Post uncommented = nice.uncountedFrom(both);
        Post unliked = like.uncountedFrom(both);

        assertThat(uncommented.commentCount()).isZero();
        assertThat(uncommented.likeCount()).isEqualTo(1);
        assertThat(unliked.likeCount()).isZero();
        assertThat(unliked.commentCount()).isEqualTo(1);
        assertThat(unliked.revision()).isEqualTo(uncommented.revision()).isEqualTo(both.revision() + 1);
    }

    @Test
    void a_reaction_takes_only_a_newer_name_of_its_own_author() {
        User bo = User.register(reader, new Username("bo"), new TokenHash("0".repeat(64)), NOW);
        User renamedTwice = bo.renamedTo(new Username("Bo")).renamedTo(new Username("Bo B."));
        Comment newest = comment("Nice").withNameOf(renamedTwice);
        Like liked = Like.by(bo, post.id(), NOW).withNameOf(renamedTwice);

        assertThat(newest.userUsername().value()).isEqualTo("Bo B.");
        assertThat(newest.userRevision()).isEqualTo(3);
        assertThat(liked.userUsername().value()).isEqualTo("Bo B.");
        assertThat(newest.withNameOf(bo.renamedTo(new Username("Bo")))).as("an older rename delivered late").isSameAs(newest);
        User stranger = User.register(UserId.generate(), new Username("cy"), new TokenHash("0".repeat(64)), NOW).renamedTo(new Username("Cy"));
        assertThat(comment("Nice").withNameOf(stranger).userUsername().value()).isEqualTo("bo");
    }

    private Comment comment(String text) {
        return new Comment(CommentId.generate(), post.id(), reader, new Username("bo"), 1, new CommentContent(text), NOW);
    }
}
