package io.cosmosblog.application.users;

import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.failure.NotAllowedException;
import io.cosmosblog.application.failure.NotFoundException;
import io.cosmosblog.application.fakes.FakePosts;
import io.cosmosblog.application.fakes.FakeReactions;
import io.cosmosblog.application.fakes.FakeUsers;
import io.cosmosblog.application.fakes.ManualClock;
import io.cosmosblog.application.moderation.DisableUser;
import io.cosmosblog.application.moderation.EraseUser;
import io.cosmosblog.application.posts.DeletePost;
import io.cosmosblog.application.users.EraseUserContent.Erased;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Deleting a post, erasing an account (by its user or an operator) and disabling one, on the fakes. */
class ErasureTest {

    private final FakeReactions.FakeComments comments = new FakeReactions.FakeComments();
    private final FakeReactions.FakeLikes likes = new FakeReactions.FakeLikes();
    private final FakePosts posts = new FakePosts().keepingReactionsIn(comments, likes);
    private final User ann = Samples.user("ann");
    private final User bea = Samples.user("bea");
    private final FakeUsers users = FakeUsers.holding(ann, bea);
    private final EraseUserContent content = new EraseUserContent(posts, comments, likes);

    @Test
    void only_the_author_deletes_a_post_and_a_repeat_is_not_found() {
        Post post = write(ann);
        DeletePost deletePost = new DeletePost(posts, Revocations.unchecked());

        assertThatThrownBy(() -> deletePost.delete(Actor.atAnUnknownTime(bea), post.id())).isInstanceOf(NotAllowedException.class);
        deletePost.delete(Actor.atAnUnknownTime(ann), post.id());

        assertThat(posts.find(post.id())).isEmpty();
        assertThatThrownBy(() -> deletePost.delete(Actor.atAnUnknownTime(ann), post.id())).isInstanceOf(NotFoundException.class);
    }

    @Test
    void an_erasure_takes_the_users_posts_then_their_comments_and_likes_elsewhere_and_leaves_the_rest() {
        Post annsPost = write(ann);
        Post beasPost = write(bea);
        comments.add(Samples.comment(annsPost, ann, "own"));
        comments.add(Samples.comment(annsPost, bea, "on ann's"));
        Comment annsComment = Samples.comment(beasPost, ann, "on bea's");
        comments.add(annsComment);
        Comment beasComment = Samples.comment(beasPost, bea, "bea's own");
        comments.add(beasComment);
        likes.add(Samples.like(beasPost, ann));

        Erased erased = new DeleteAccount(users, content, Revocations.unchecked()).delete(ann, ann.id());

        assertThat(erased).isEqualTo(new Erased(1, 1, 1));
        assertThat(users.find(ann.id())).isEmpty();
        assertThat(posts.stored()).containsExactly(beasPost);
        assertThat(comments.storedOn(beasPost.id())).containsExactly(beasComment);
        assertThat(likes.storedOn(beasPost.id())).isEmpty();
    }

    @Test
    void users_erase_only_themselves() {
        write(bea);

        assertThatThrownBy(() -> new DeleteAccount(users, content, Revocations.unchecked()).delete(ann, bea.id())).isInstanceOf(NotAllowedException.class);

        assertThat(users.find(bea.id())).isPresent();
        assertThat(posts.stored()).hasSize(1);
    }

    @Test
    void an_operators_erasure_finishes_what_one_cut_short_left_and_is_not_found_only_when_nothing_was_there() {
        Post post = write(ann);
        users.remove(ann.id()); // cut short: the account went, a post stayed
        EraseUser eraseUser = new EraseUser(users, content, Revocations.unchecked());

        assertThat(eraseUser.erase(ann.id())).isEqualTo(new Erased(1, 0, 0));

        assertThat(posts.find(post.id())).isEmpty();
        assertThatThrownBy(() -> eraseUser.erase(ann.id())).isInstanceOf(NotFoundException.class);
    }

    @Test
    void a_disabled_user_keeps_the_account_and_its_name_with_no_token_that_works_and_nothing_written() {
        write(ann);
        comments.add(Samples.comment(write(bea), ann, "spam"));
        DisableUser disableUser = new DisableUser(users, content, new ManualClock(Instant.parse("2026-12-01T10:00:00Z")), Revocations.unchecked());

        assertThat(disableUser.disable(ann.id())).isEqualTo(new Erased(1, 1, 0));

        User disabled = users.stored(ann.id());
        assertThat(disabled.username()).isEqualTo(ann.username());
        assertThat(disabled.tokenHash()).isNotEqualTo(ann.tokenHash());
        assertThat(disableUser.disable(ann.id())).as("a repeat").isEqualTo(new Erased(0, 0, 0));
    }

    private Post write(User author) {
        Post post = Samples.post(author, "by " + author.username().value());
        posts.add(post);
        comments.knows(post.id());
        likes.knows(post.id());
        return post;
    }
}
