package io.cosmosblog.application.contract;

import io.cosmosblog.application.comments.CommentOnPost;
import io.cosmosblog.application.comments.DeleteComment;
import io.cosmosblog.application.comments.ListPostComments;
import io.cosmosblog.application.failure.IdempotencyKeyReusedException;
import io.cosmosblog.application.failure.NotAllowedException;
import io.cosmosblog.application.failure.NotAuthenticatedException;
import io.cosmosblog.application.failure.NotFoundException;
import io.cosmosblog.application.feed.ViewFeed;
import io.cosmosblog.application.likes.LikePost;
import io.cosmosblog.application.likes.ListPostLikes;
import io.cosmosblog.application.likes.UnlikePost;
import io.cosmosblog.application.posts.EditPost;
import io.cosmosblog.application.posts.ListUserPosts;
import io.cosmosblog.application.posts.ViewPost;
import io.cosmosblog.application.posts.WritePost;
import io.cosmosblog.application.projection.Projections;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.revisions.SeenRevisions;
import io.cosmosblog.application.users.Actor;
import io.cosmosblog.application.users.AuthenticateUser;
import io.cosmosblog.application.users.IssuedToken;
import io.cosmosblog.application.users.RegisterUser;
import io.cosmosblog.application.users.RenameUser;
import io.cosmosblog.application.users.Revocations;
import io.cosmosblog.application.users.RotateAccessToken;
import io.cosmosblog.application.users.SignOutEverywhere;
import io.cosmosblog.application.users.ViewUser;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.CommentContent;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.shared.IdempotencyKey;
import io.cosmosblog.domain.shared.InvalidValueException;
import io.cosmosblog.domain.user.TokenLifetime;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

/** The ten requests through their use cases, with the adapter's projections running as in production. */
public abstract class BlogContract extends ContractTest {

    private final Clock clock = Clock.systemUTC();
    private RegisterUser registerUser;
    private RenameUser renameUser;
    private ViewUser viewUser;
    private AuthenticateUser authenticateUser;
    private RotateAccessToken rotateAccessToken;
    private SignOutEverywhere signOutEverywhere;
    private WritePost writePost;
    private EditPost editPost;
    private ViewPost viewPost;
    private ListUserPosts listUserPosts;
    private CommentOnPost commentOnPost;
    private ListPostComments listPostComments;
    private LikePost likePost;
    private ListPostLikes listPostLikes;
    private UnlikePost unlikePost;
    private DeleteComment deleteComment;
    private ViewFeed viewFeed;

    @BeforeEach
    void startBlog() {
        registerUser = new RegisterUser(ports.users(), clock, TokenLifetime.DEFAULT);
        renameUser = new RenameUser(ports.users(), Revocations.unchecked());
        viewUser = new ViewUser(ports.users());
        authenticateUser = new AuthenticateUser(ports.users(), clock, TokenLifetime.DEFAULT);
        rotateAccessToken = new RotateAccessToken(ports.users(), clock, TokenLifetime.DEFAULT, Revocations.unchecked());
        signOutEverywhere = new SignOutEverywhere(ports.users(), clock, Revocations.unchecked());
        writePost = new WritePost(ports.posts(), clock, Revocations.unchecked());
        editPost = new EditPost(ports.posts(), Revocations.unchecked());
        viewPost = new ViewPost(ports.posts());
        listUserPosts = new ListUserPosts(ports.userPosts(), ports.users());
        commentOnPost = new CommentOnPost(ports.comments(), clock, Revocations.unchecked());
        listPostComments = new ListPostComments(ports.comments(), ports.posts());
        likePost = new LikePost(ports.likes(), clock, Revocations.unchecked());
        listPostLikes = new ListPostLikes(ports.likes(), ports.posts());
        unlikePost = new UnlikePost(ports.likes(), Revocations.unchecked());
        deleteComment = new DeleteComment(ports.comments(), ports.posts(), Revocations.unchecked());
        viewFeed = new ViewFeed(ports.feed());
        startServiceProjections();
    }

    @AfterEach
    void stopBlog() {
        stopProjections(Duration.ofSeconds(5));
    }

    @Test
    void a_registered_user_is_found_and_acts_with_their_token_only() {
        IssuedToken ada = registerUser.register(new Username("ada"));

        assertThat(viewUser.view(ada.user().id()).username().value()).isEqualTo("ada");
        assertThat(authenticateUser.authenticate(ada.token().value())).isEqualTo(ada.user());
        String forged = ada.user().id() + "." + "A".repeat(43);
        assertThatThrownBy(() -> authenticateUser.authenticate(forged)).isInstanceOf(NotAuthenticatedException.class);
        assertThatThrownBy(() -> authenticateUser.authenticate("nonsense")).isInstanceOf(NotAuthenticatedException.class);
        assertThatThrownBy(() -> viewUser.view(UserId.generate())).isInstanceOf(NotFoundException.class);
    }

    @Test
    void a_replaced_token_stops_working_and_the_new_one_works_for_a_lifetime() {
        IssuedToken ada = registerUser.register(new Username("ada"));

        IssuedToken replaced = rotateAccessToken.rotate(ada.user(), ada.user().id());

        assertThatThrownBy(() -> authenticateUser.authenticate(ada.token().value()))
                .isInstanceOf(NotAuthenticatedException.class);
        assertThat(authenticateUser.authenticate(replaced.token().value()).id()).isEqualTo(ada.user().id());
        assertThat(replaced.expiresAt()).isAfterOrEqualTo(ada.expiresAt());
        assertThat(viewUser.view(ada.user().id()).username().value()).isEqualTo("ada");
    }

    @Test
    void a_token_past_its_lifetime_is_refused() {
        IssuedToken ada = registerUser.register(new Username("ada"));
        AuthenticateUser aMonthLater = new AuthenticateUser(ports.users(), Clock.offset(clock, Duration.ofDays(31)),
                TokenLifetime.DEFAULT);

        assertThatThrownBy(() -> aMonthLater.authenticate(ada.token().value()))
                .isInstanceOf(NotAuthenticatedException.class)
                .hasMessageContaining("expired");
    }

    @Test
    void signed_out_everywhere_no_token_of_the_user_works_and_nobody_else_can_do_it() {
        IssuedToken ada = registerUser.register(new Username("ada"));
        User bob = register("bob");

        assertThatThrownBy(() -> signOutEverywhere.signOut(bob, ada.user().id())).isInstanceOf(NotAllowedException.class);
        assertThatThrownBy(() -> rotateAccessToken.rotate(bob, ada.user().id())).isInstanceOf(NotAllowedException.class);
        signOutEverywhere.signOut(ada.user(), ada.user().id());

        assertThatThrownBy(() -> authenticateUser.authenticate(ada.token().value()))
                .isInstanceOf(NotAuthenticatedException.class);
    }

    @Test
    void a_post_written_again_with_its_idempotency_key_is_the_first_one_and_stored_once() {
        User ada = register("ada");
        User bob = register("bob");
        Optional<IdempotencyKey> key = Optional.of(new IdempotencyKey("post-attempt-0001"));

        Post first = writePost.write(Actor.atAnUnknownTime(ada), new Title("Once"), new PostContent("text"), key);
        Post again = writePost.write(Actor.atAnUnknownTime(ada), new Title("Once"), new PostContent("text"), key);
        Post bobs = writePost.write(Actor.atAnUnknownTime(bob), new Title("Once"), new PostContent("text"), key);

        assertThat(again).isEqualTo(first);
        assertThat(bobs.id()).as("the key is the author's own").isNotEqualTo(first.id());
        assertThatThrownBy(() -> writePost.write(Actor.atAnUnknownTime(ada), new Title("Another"), new PostContent("text"), key))
                .isInstanceOf(IdempotencyKeyReusedException.class);
        ports.projectionDelivery().awaitCaughtUp(Duration.ofSeconds(10));
        assertThat(listUserPosts.list(ada.id(), PageRequest.first(10)).items()).hasSize(1);
    }

    @Test
    void a_comment_sent_again_with_its_idempotency_key_is_stored_and_counted_once() {
        User ada = register("ada");
        Post post = writePost.write(Actor.atAnUnknownTime(ada), new Title("Comment once"), new PostContent("text"), Optional.empty());
        Optional<IdempotencyKey> key = Optional.of(new IdempotencyKey("comment-attempt-1"));

        Comment first = commentOnPost.comment(Actor.atAnUnknownTime(ada), post.id(), new CommentContent("Hello"), key);
        Comment again = commentOnPost.comment(Actor.atAnUnknownTime(ada), post.id(), new CommentContent("Hello"), key);

        assertThat(again).isEqualTo(first);
        assertThat(viewPost.view(post.id()).commentCount()).isEqualTo(1);
        assertThat(listPostComments.list(post.id(), PageRequest.first(10)).items()).containsExactly(first);
        assertThatThrownBy(() -> commentOnPost.comment(Actor.atAnUnknownTime(ada), post.id(), new CommentContent("Other"), key))
                .isInstanceOf(IdempotencyKeyReusedException.class);
        assertThat(viewPost.view(post.id()).commentCount()).isEqualTo(1);
    }

    @Test
    void a_post_reaches_the_authors_list_and_the_feed_with_its_counts() {
        User ada = register("ada");
        User bob = register("bob");
        Post post = writePost.write(Actor.atAnUnknownTime(ada), new Title("Hello"), new PostContent("x".repeat(500)), Optional.empty());
        commentOnPost.comment(Actor.atAnUnknownTime(bob), post.id(), new CommentContent("Welcome"), Optional.empty());
        LikePost.Result first = likePost.like(Actor.atAnUnknownTime(bob), post.id());
        LikePost.Result again = likePost.like(Actor.atAnUnknownTime(bob), post.id());
        assertThat(first.firstTime()).isTrue();
        assertThat(again.firstTime()).isFalse();
        assertThat(again.like()).as("a repeat answers with the like that counts").isEqualTo(first.like());

        awaitProjections();

        Post stored = viewPost.view(post.id());
        assertThat(stored.commentCount()).isEqualTo(1);
        assertThat(stored.likeCount()).isEqualTo(1);
        PostSummary expected = stored.summary();
        assertThat(expected.content()).hasSizeLessThanOrEqualTo(PostSummary.CONTENT_LENGTH);
        assertThat(listUserPosts.list(ada.id(), PageRequest.first(10)).items()).containsExactly(expected);
        assertThat(viewFeed.latest(10)).containsExactly(expected);
    }

    @Test
    void a_like_and_a_comment_taken_back_leave_the_post_its_list_and_the_feed_counting_them_no_more() {
        User ada = register("ada");
        User bob = register("bob");
        User cy = register("cy");
        Post post = writePost.write(Actor.atAnUnknownTime(ada), new Title("Taken back"), new PostContent("text"), Optional.empty());
        Comment typo = commentOnPost.comment(Actor.atAnUnknownTime(bob), post.id(), new CommentContent("tpyo"), Optional.empty());
        Comment spam = commentOnPost.comment(Actor.atAnUnknownTime(cy), post.id(), new CommentContent("spam"), Optional.empty());
        Comment kept = commentOnPost.comment(Actor.atAnUnknownTime(cy), post.id(), new CommentContent("kept"), Optional.empty());
        likePost.like(Actor.atAnUnknownTime(bob), post.id());
        Like cys = likePost.like(Actor.atAnUnknownTime(cy), post.id()).like();
        awaitProjections();

        assertThat(unlikePost.unlike(Actor.atAnUnknownTime(bob), post.id())).isTrue();
        assertThat(unlikePost.unlike(Actor.atAnUnknownTime(bob), post.id())).as("a repeat").isFalse();
        deleteComment.delete(Actor.atAnUnknownTime(bob), post.id(), typo.id());
        deleteComment.delete(Actor.atAnUnknownTime(ada), post.id(), spam.id());
        assertThatThrownBy(() -> deleteComment.delete(Actor.atAnUnknownTime(bob), post.id(), kept.id())).isInstanceOf(NotAllowedException.class);
        assertThatThrownBy(() -> deleteComment.delete(Actor.atAnUnknownTime(bob), post.id(), typo.id())).isInstanceOf(NotFoundException.class);
        assertThatThrownBy(() -> unlikePost.unlike(Actor.atAnUnknownTime(bob), PostId.generate())).isInstanceOf(NotFoundException.class);
        awaitProjections();

        Post stored = viewPost.view(post.id());
        assertThat(stored.commentCount()).isEqualTo(1);
        assertThat(stored.likeCount()).isEqualTo(1);
        assertThat(listPostComments.list(post.id(), PageRequest.first(10)).items()).containsExactly(kept);
        assertThat(listPostLikes.list(post.id(), PageRequest.first(10)).items()).extracting(Like::userId)
                .containsExactly(cys.userId());
        assertThat(listUserPosts.list(ada.id(), PageRequest.first(10)).items()).extracting(PostSummary::commentCount, PostSummary::likeCount)
                .containsExactly(tuple(1L, 1L));
        assertThat(viewFeed.latest(10)).extracting(PostSummary::commentCount, PostSummary::likeCount)
                .containsExactly(tuple(1L, 1L));
    }

    @Test
    void a_rename_reaches_every_copy_of_the_name() {
        User ada = register("ada");
        User bob = register("bob");
        Post adasPost = writePost.write(Actor.atAnUnknownTime(ada), new Title("Ada's"), new PostContent("text"), Optional.empty());
        Post bobsPost = writePost.write(Actor.atAnUnknownTime(bob), new Title("Bob's"), new PostContent("text"), Optional.empty());
        commentOnPost.comment(Actor.atAnUnknownTime(ada), bobsPost.id(), new CommentContent("hi bob"), Optional.empty());
        likePost.like(Actor.atAnUnknownTime(ada), bobsPost.id());
        awaitProjections();

        renameUser.rename(Actor.atAnUnknownTime(ada), ada.id(), new Username("Ada Lovelace"), SeenRevisions.ANY);
        awaitProjections();

        Username renamed = new Username("Ada Lovelace");
        assertThat(viewUser.view(ada.id()).username()).isEqualTo(renamed);
        assertThat(viewPost.view(adasPost.id()).userUsername()).isEqualTo(renamed);
        assertThat(listPostComments.list(bobsPost.id(), PageRequest.first(10)).items())
                .extracting(Comment::userUsername).containsExactly(renamed);
        assertThat(listPostLikes.list(bobsPost.id(), PageRequest.first(10)).items())
                .extracting(Like::userUsername).containsExactly(renamed);
        assertThat(listUserPosts.list(ada.id(), PageRequest.first(10)).items())
                .extracting(PostSummary::userUsername).containsExactly(renamed);
        assertThat(viewFeed.latest(10)).filteredOn(s -> s.postId().equals(adasPost.id()))
                .extracting(PostSummary::userUsername).containsExactly(renamed);
        assertThat(viewPost.view(bobsPost.id()).userUsername()).isEqualTo(bob.username());
    }

    /**
     * A write that read its author before a rename and is stored after the rename passed the
     * post: its copy of the old name must not stay for good.
     */
    @Test
    void a_post_comment_and_like_stored_just_after_a_rename_passed_their_post_get_the_new_name() {
        User adaBeforeTheRename = register("ada");
        User bob = register("bob");
        Post bobsPost = writePost.write(Actor.atAnUnknownTime(bob), new Title("Bob's"), new PostContent("text"), Optional.empty());
        renameUser.rename(Actor.atAnUnknownTime(adaBeforeTheRename), adaBeforeTheRename.id(), new Username("Ada Lovelace"), SeenRevisions.ANY);
        awaitProjections();

        Post late = writePost.write(Actor.atAnUnknownTime(adaBeforeTheRename), new Title("Late"), new PostContent("text"), Optional.empty());
        commentOnPost.comment(Actor.atAnUnknownTime(adaBeforeTheRename), bobsPost.id(), new CommentContent("late"), Optional.empty());
        likePost.like(Actor.atAnUnknownTime(adaBeforeTheRename), bobsPost.id());
        awaitProjections();

        Username renamed = new Username("Ada Lovelace");
        assertThat(viewPost.view(late.id()).userUsername()).isEqualTo(renamed);
        assertThat(listPostComments.list(bobsPost.id(), PageRequest.first(10)).items())
                .extracting(Comment::userUsername).containsExactly(renamed);
        assertThat(listPostLikes.list(bobsPost.id(), PageRequest.first(10)).items())
                .extracting(Like::userUsername).containsExactly(renamed);
        assertThat(listUserPosts.list(adaBeforeTheRename.id(), PageRequest.first(10)).items())
                .extracting(PostSummary::userUsername).containsExactly(renamed);
        assertThat(viewFeed.latest(10)).filteredOn(s -> s.postId().equals(late.id()))
                .extracting(PostSummary::userUsername).containsExactly(renamed);
    }

    @Test
    void only_the_author_edits_and_only_users_rename_themselves() {
        User ada = register("ada");
        User bob = register("bob");
        Post post = writePost.write(Actor.atAnUnknownTime(ada), new Title("Mine"), new PostContent("text"), Optional.empty());

        assertThatThrownBy(() -> editPost.edit(Actor.atAnUnknownTime(bob), post.id(), new Title("Yours"), new PostContent("t"), SeenRevisions.ANY))
                .isInstanceOf(NotAllowedException.class);
        assertThatThrownBy(() -> renameUser.rename(Actor.atAnUnknownTime(bob), ada.id(), new Username("bad"), SeenRevisions.ANY))
                .isInstanceOf(NotAllowedException.class);
        assertThatThrownBy(() -> renameUser.rename(Actor.atAnUnknownTime(bob), UserId.generate(), new Username("bad"), SeenRevisions.ANY))
                .isInstanceOf(NotFoundException.class);

        editPost.edit(Actor.atAnUnknownTime(ada), post.id(), new Title("Mine, edited"), new PostContent("more"), SeenRevisions.ANY);
        awaitProjections();

        assertThat(viewFeed.latest(1)).extracting(s -> s.title().value()).containsExactly("Mine, edited");
        assertThat(viewUser.view(ada.id()).username()).isEqualTo(ada.username());
    }

    @Test
    void unknown_posts_and_users_are_not_found() {
        User ada = register("ada");
        PostId ghost = PostId.generate();

        assertThatThrownBy(() -> viewPost.view(ghost)).isInstanceOf(NotFoundException.class);
        assertThatThrownBy(() -> commentOnPost.comment(Actor.atAnUnknownTime(ada), ghost, new CommentContent("hi"), Optional.empty())).isInstanceOf(NotFoundException.class);
        assertThatThrownBy(() -> likePost.like(Actor.atAnUnknownTime(ada), ghost)).isInstanceOf(NotFoundException.class);
        assertThatThrownBy(() -> listPostComments.list(ghost, PageRequest.first(5))).isInstanceOf(NotFoundException.class);
        assertThatThrownBy(() -> listPostLikes.list(ghost, PageRequest.first(5))).isInstanceOf(NotFoundException.class);
        assertThatThrownBy(() -> listUserPosts.list(UserId.generate(), PageRequest.first(5))).isInstanceOf(NotFoundException.class);
        assertThatThrownBy(() -> editPost.edit(Actor.atAnUnknownTime(ada), ghost, new Title("t"), new PostContent("c"), SeenRevisions.ANY)).isInstanceOf(NotFoundException.class);
        assertThat(listUserPosts.list(ada.id(), PageRequest.first(5)).items()).isEmpty();
    }

    @Test
    void the_feed_holds_the_100_newest_posts() {
        User ada = register("ada");
        for (int i = 0; i < 105; i++) {
            writePost.write(Actor.atAnUnknownTime(ada), new Title("post " + i), new PostContent("text " + i), Optional.empty());
        }
        awaitProjections();

        assertThat(viewFeed.latest(100)).hasSize(100)
                .isSortedAccordingTo(PostSummary.NEWEST_FIRST)
                .extracting(s -> s.title().value()).doesNotContain("post 0", "post 1", "post 2", "post 3", "post 4");
        assertThatThrownBy(() -> viewFeed.latest(101)).isInstanceOf(InvalidValueException.class);
        assertThatThrownBy(() -> viewFeed.latest(0)).isInstanceOf(InvalidValueException.class);
    }

    private User register(String name) {
        return registerUser.register(new Username(name)).user();
    }

    private void awaitProjections() {
        assertThat(ports.projectionDelivery().awaitCaughtUp(Duration.ofSeconds(30))).as("projections caught up").isTrue();
    }
}
