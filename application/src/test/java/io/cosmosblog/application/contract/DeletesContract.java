package io.cosmosblog.application.contract;

import io.cosmosblog.application.failure.NotAuthenticatedException;
import io.cosmosblog.application.moderation.DisableUser;
import io.cosmosblog.application.port.FeedView;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.Reactions.Added;
import io.cosmosblog.application.port.Reactions.Removed;
import io.cosmosblog.application.users.AuthenticateUser;
import io.cosmosblog.application.users.DeleteAccount;
import io.cosmosblog.application.users.EraseUserContent;
import io.cosmosblog.application.users.IssuedToken;
import io.cosmosblog.application.users.RegisterUser;
import io.cosmosblog.application.users.Revocations;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.user.TokenLifetime;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.Username;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Deleting a post with everything on it, and erasing or disabling a user with everything they
 * wrote, on every storage and model: what is gone stays gone, in the post, its reactions, the
 * lists and the feed, and every count left standing is still exact.
 */
public abstract class DeletesContract extends ContractTest {

    private final Clock clock = Clock.systemUTC();
    private User ada;
    private User bob;

    @BeforeEach
    void startBlog() {
        ada = member("ada");
        bob = member("bob");
        startServiceProjections();
    }

    @AfterEach
    void stopBlog() {
        stopProjections(Duration.ofSeconds(5));
    }

    @Test
    void a_deleted_post_is_gone_with_its_comments_and_likes_and_takes_no_more() {
        Post post = write(ada, "regretted");
        Comment comment = Samples.comment(post, bob, "hm");
        ports.comments().add(comment);
        ports.likes().add(Samples.like(post, bob));
        long revision = ports.posts().find(post.id()).orElseThrow().revision();

        DeletedPost deleted = ports.posts().remove(post.id()).orElseThrow();

        assertThat(deleted.id()).isEqualTo(post.id());
        assertThat(deleted.userId()).isEqualTo(ada.id());
        assertThat(deleted.revision()).isGreaterThan(revision);
        assertThat(ports.posts().find(post.id())).isEmpty();
        assertThat(ports.comments().find(post.id(), comment.identity())).isEmpty();
        assertThat(ports.comments().on(post.id(), PageRequest.first(10)).items()).isEmpty();
        assertThat(ports.likes().on(post.id(), PageRequest.first(10)).items()).isEmpty();
        assertThat(ports.comments().add(Samples.comment(post, bob, "late"))).isEqualTo(Added.NO_SUCH_POST);
        assertThat(ports.likes().add(Samples.like(post, ada))).isEqualTo(Added.NO_SUCH_POST);
        assertThat(ports.likes().remove(post.id(), Like.identityOf(bob.id()))).isEqualTo(Removed.NO_SUCH_POST);
        assertThat(ports.posts().remove(post.id())).as("a repeat").isEmpty();
        assertThat(ports.posts().remove(PostId.generate())).as("never written").isEmpty();
    }

    @Test
    void deleting_a_post_leaves_every_other_post_and_its_counts_alone() {
        Post kept = write(ada, "kept");
        Post gone = write(ada, "gone");
        ports.comments().add(Samples.comment(kept, bob, "stays"));
        ports.likes().add(Samples.like(kept, bob));
        ports.comments().add(Samples.comment(gone, bob, "goes"));
        Post before = ports.posts().find(kept.id()).orElseThrow();

        ports.posts().remove(gone.id());

        assertThat(ports.posts().find(kept.id())).contains(before);
        assertThat(ports.comments().on(kept.id(), PageRequest.first(10)).items()).hasSize(1);
        assertThat(ports.likes().on(kept.id(), PageRequest.first(10)).items()).hasSize(1);
    }

    @Test
    void a_deleted_post_leaves_its_authors_list_and_the_feed_and_a_late_copy_does_not_bring_it_back() {
        Post kept = write(ada, "kept");
        Post gone = write(ada, "gone");
        PostSummary lateCopy = ports.posts().find(gone.id()).orElseThrow().summary();
        List<PostSummary> both = List.of(stored(gone), stored(kept));
        eventually(() -> ports.userPosts().postsOf(ada.id(), PageRequest.first(10)).items(), both);
        eventually(() -> ports.feed().latest(10), both);

        ports.posts().remove(gone.id());

        List<PostSummary> left = List.of(stored(kept));
        assertThat(eventually(() -> ports.userPosts().postsOf(ada.id(), PageRequest.first(10)).items(), left)).isEqualTo(left);
        assertThat(eventually(() -> ports.feed().latest(10), left)).isEqualTo(left);
        ports.userPosts().put(lateCopy);
        ports.feed().put(lateCopy);
        assertThat(ports.userPosts().postsOf(ada.id(), PageRequest.first(10)).items()).isEqualTo(left);
        assertThat(ports.feed().latest(10)).isEqualTo(left);
    }

    @Test
    void the_feed_takes_the_next_older_posts_into_the_places_deleted_posts_leave() {
        List<Post> written = new ArrayList<>();
        for (int i = 0; i < FeedView.CAPACITY + 3; i++) {
            written.add(write(i % 2 == 0 ? ada : bob, "post " + i));
        }
        eventually(() -> ports.feed().latest(FeedView.CAPACITY).get(0), stored(written.get(written.size() - 1)));
        List<Post> deleted = List.of(written.get(written.size() - 1), written.get(50), written.get(20));
        deleted.forEach(post -> ports.posts().remove(post.id()));

        List<PostSummary> expected = written.stream().filter(post -> !deleted.contains(post)).map(this::stored)
                .sorted(PostSummary.NEWEST_FIRST).limit(FeedView.CAPACITY).toList();
        assertThat(eventually(() -> ports.feed().latest(FeedView.CAPACITY), expected)).isEqualTo(expected);
    }

    @Test
    void an_authors_posts_and_a_users_reactions_are_found_on_every_post() {
        Post adas = write(ada, "ada's");
        Post bobs = write(bob, "bob's");
        Post gone = write(ada, "deleted");
        ports.posts().remove(gone.id());
        Comment onOwn = Samples.comment(adas, ada, "mine");
        Comment onBobs = Samples.comment(bobs, ada, "yours");
        ports.comments().add(onOwn);
        ports.comments().add(onBobs);
        ports.comments().add(Samples.comment(bobs, bob, "not ada's"));
        ports.likes().add(Samples.like(bobs, ada));
        ports.likes().add(Samples.like(adas, bob));

        List<PostId> posts = new ArrayList<>();
        ports.posts().forEachBy(ada.id(), posts::add);
        List<String> comments = new ArrayList<>();
        ports.comments().forEachBy(ada.id(), comment -> comments.add(comment.identity()));
        List<PostId> liked = new ArrayList<>();
        ports.likes().forEachBy(ada.id(), like -> liked.add(like.postId()));

        assertThat(posts).containsExactly(adas.id());
        assertThat(comments).containsExactlyInAnyOrder(onOwn.identity(), onBobs.identity());
        assertThat(liked).containsExactly(bobs.id());
    }

    @Test
    void a_removed_user_is_not_found_and_a_repeat_says_so() {
        User cid = member("cid");

        assertThat(ports.users().remove(cid.id())).isTrue();

        assertThat(ports.users().find(cid.id())).isEmpty();
        assertThat(ports.users().remove(cid.id())).isFalse();
        assertThat(ports.users().find(ada.id())).isPresent();
    }

    @Test
    void an_erased_user_leaves_no_post_comment_or_like_and_every_count_is_corrected() {
        RegisterUser register = new RegisterUser(ports.users(), clock, TokenLifetime.DEFAULT);
        IssuedToken cid = register.register(new Username("cid"));
        Post bobs = write(bob, "bob's");
        Post cids = write(cid.user(), "cid's");
        ports.comments().add(Samples.comment(bobs, cid.user(), "from cid"));
        ports.comments().add(Samples.comment(bobs, ada, "from ada"));
        ports.likes().add(Samples.like(bobs, cid.user()));
        ports.likes().add(Samples.like(bobs, ada));
        ports.comments().add(Samples.comment(cids, bob, "on cid's"));
        eventually(() -> ports.feed().latest(10).size(), 2);

        EraseUserContent.Erased erased = new DeleteAccount(ports.users(), erasure(), Revocations.unchecked()).delete(cid.user(), cid.user().id());

        assertThat(erased).isEqualTo(new EraseUserContent.Erased(1, 1, 1));
        assertThat(ports.users().find(cid.user().id())).isEmpty();
        assertThatThrownBy(() -> new AuthenticateUser(ports.users(), clock, TokenLifetime.DEFAULT).authenticate(cid.token().value()))
                .isInstanceOf(NotAuthenticatedException.class);
        assertThat(ports.posts().find(cids.id())).isEmpty();
        Post left = ports.posts().find(bobs.id()).orElseThrow();
        assertThat(left.commentCount()).isEqualTo(1);
        assertThat(left.likeCount()).isEqualTo(1);
        assertThat(ports.comments().on(bobs.id(), PageRequest.first(10)).items()).extracting(Comment::userId).containsExactly(ada.id());
        assertThat(ports.likes().on(bobs.id(), PageRequest.first(10)).items()).extracting(Like::userId).containsExactly(ada.id());
        List<PostSummary> feed = List.of(stored(bobs));
        assertThat(eventually(() -> ports.feed().latest(10), feed)).isEqualTo(feed);
        assertThat(eventually(() -> ports.userPosts().postsOf(cid.user().id(), PageRequest.first(10)).items(), List.of())).isEmpty();
    }

    @Test
    void what_a_deleted_user_left_is_still_found_and_deleted_with_the_counts_corrected() {
        User cid = member("cid");
        Post cids = write(cid, "left behind");
        Post bobs = write(bob, "bob's");
        ports.comments().add(Samples.comment(bobs, cid, "left behind too"));
        ports.likes().add(Samples.like(bobs, cid));
        ports.users().remove(cid.id()); // as a write racing the erasure leaves it: stored after the first pass

        EraseUserContent.Erased erased = erasure().erase(cid.id());

        assertThat(erased).isEqualTo(new EraseUserContent.Erased(1, 1, 1));
        assertThat(ports.posts().find(cids.id())).isEmpty();
        Post left = ports.posts().find(bobs.id()).orElseThrow();
        assertThat(left.commentCount()).isZero();
        assertThat(left.likeCount()).isZero();
    }

    @Test
    void a_disabled_user_keeps_the_account_but_no_token_and_nothing_they_wrote() {
        RegisterUser register = new RegisterUser(ports.users(), clock, TokenLifetime.DEFAULT);
        IssuedToken cid = register.register(new Username("cid"));
        Post bobs = write(bob, "bob's");
        write(cid.user(), "spam");
        ports.comments().add(Samples.comment(bobs, cid.user(), "spam"));

        new DisableUser(ports.users(), erasure(), clock, Revocations.unchecked()).disable(cid.user().id());

        assertThat(ports.users().find(cid.user().id())).map(User::username).contains(new Username("cid"));
        assertThatThrownBy(() -> new AuthenticateUser(ports.users(), clock, TokenLifetime.DEFAULT).authenticate(cid.token().value()))
                .isInstanceOf(NotAuthenticatedException.class);
        List<PostId> left = new ArrayList<>();
        ports.posts().forEachBy(cid.user().id(), left::add);
        assertThat(left).isEmpty();
        assertThat(ports.posts().find(bobs.id()).orElseThrow().commentCount()).isZero();
    }

    @Test
    void comments_and_likes_racing_a_delete_go_with_the_post_or_are_refused() throws Exception {
        Post post = write(ada, "contested");
        List<User> fans = new ArrayList<>();
        for (int i = 0; i < 16; i++) {
            fans.add(member("fan" + i));
        }
        Set<Added> answers = ConcurrentHashMap.newKeySet();

        Parallel.run(17, t -> {
            if (t == 16) {
                ports.posts().remove(post.id());
                return;
            }
            for (int i = 0; i < 3; i++) {
                answers.add(ports.comments().add(Samples.comment(post, fans.get(t), "c" + i)));
            }
            answers.add(ports.likes().add(Samples.like(post, fans.get(t))));
        });

        assertThat(ports.posts().find(post.id())).isEmpty();
        assertThat(ports.comments().on(post.id(), PageRequest.first(100)).items()).isEmpty();
        assertThat(ports.likes().on(post.id(), PageRequest.first(100)).items()).isEmpty();
        List<String> left = new ArrayList<>();
        for (User fan : fans) {
            ports.comments().forEachBy(fan.id(), comment -> left.add(comment.identity()));
            ports.likes().forEachBy(fan.id(), like -> left.add(like.identity()));
        }
        assertThat(left).isEmpty();
        assertThat(answers).isSubsetOf(Added.ADDED, Added.NO_SUCH_POST);
    }

    private EraseUserContent erasure() {
        return new EraseUserContent(ports.posts(), ports.comments(), ports.likes());
    }

    private Post write(User author, String title) {
        Post post = Samples.post(author, title);
        ports.posts().add(post);
        return post;
    }

    private PostSummary stored(Post post) {
        return ports.posts().find(post.id()).orElseThrow().summary();
    }
}
