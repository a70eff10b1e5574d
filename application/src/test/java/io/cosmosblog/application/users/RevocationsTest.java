package io.cosmosblog.application.users;

import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.failure.NotAuthenticatedException;
import io.cosmosblog.application.fakes.FakePosts;
import io.cosmosblog.application.fakes.FakeReactions;
import io.cosmosblog.application.fakes.FakeUsers;
import io.cosmosblog.application.likes.LikePost;
import io.cosmosblog.application.moderation.DisableUser;
import io.cosmosblog.application.moderation.EraseUser;
import io.cosmosblog.application.port.CommitDeadline;
import io.cosmosblog.application.port.UserGoneException;
import io.cosmosblog.application.posts.WritePost;
import io.cosmosblog.application.revisions.SeenRevisions;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.user.TokenLifetime;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.Username;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A write whose request was authenticated before a revocation (its body still arriving, say) and
 * reaches its commit after the revocation: refused, whichever revocation it was.
 */
class RevocationsTest {

    private final Clock clock = Clock.systemUTC();
    private final FakeReactions.FakeComments comments = new FakeReactions.FakeComments();
    private final FakeReactions.FakeLikes likes = new FakeReactions.FakeLikes();
    private final FakePosts posts = new FakePosts().keepingReactionsIn(comments, likes);
    private final User ann = Samples.user("ann");
    private final User bea = Samples.user("bea");
    private final FakeUsers users = FakeUsers.holding(ann, bea);
    private final Revocations revocations = Revocations.inOneProcess(users);
    private final EraseUserContent content = new EraseUserContent(posts, comments, likes);
    private final WritePost writePost = new WritePost(posts, clock, revocations);

    @Test
    void a_write_or_a_revocation_whose_user_the_store_finds_erased_is_not_authenticated() {
        Actor fresh = Actor.authenticatedAt(ann, System.nanoTime()); // no read again: the store's answer decides
        Runnable erased = () -> {
            throw new UserGoneException("erased meanwhile");
        };

        assertThatThrownBy(() -> revocations.commit(fresh, erased)).isInstanceOf(NotAuthenticatedException.class);
        assertThatThrownBy(() -> revocations.revoke(ann.id(), erased)).isInstanceOf(NotAuthenticatedException.class);
    }

    @Test
    void a_write_authenticated_before_signing_out_everywhere_is_refused_and_stores_nothing() {
        new SignOutEverywhere(users, clock, revocations).signOut(ann, ann.id());

        assertThatThrownBy(() -> write(ann)).isInstanceOf(NotAuthenticatedException.class);
        assertThat(posts.stored()).isEmpty();
    }

    @Test
    void a_write_authenticated_before_a_token_replacement_is_refused_and_the_new_token_writes() {
        IssuedToken issued = new RotateAccessToken(users, clock, TokenLifetime.DEFAULT, revocations).rotate(ann, ann.id());

        assertThatThrownBy(() -> write(ann)).isInstanceOf(NotAuthenticatedException.class);
        assertThat(posts.stored()).isEmpty();
        assertThat(write(issued.user()).userId()).isEqualTo(ann.id());
    }

    @Test
    void a_like_authenticated_before_a_disable_or_a_post_before_an_erasure_is_refused() {
        Post beas = write(bea);
        likes.knows(beas.id());
        new DisableUser(users, content, clock, revocations).disable(ann.id());
        new EraseUser(users, content, revocations).erase(bea.id());

        assertThatThrownBy(() -> new LikePost(likes, clock, revocations).like(Actor.atAnUnknownTime(ann), beas.id()))
                .isInstanceOf(NotAuthenticatedException.class);
        assertThatThrownBy(() -> write(bea)).isInstanceOf(NotAuthenticatedException.class);
        assertThat(posts.stored()).isEmpty();
    }

    @Test
    void a_rename_authenticated_before_signing_out_everywhere_is_refused() {
        new SignOutEverywhere(users, clock, revocations).signOut(ann, ann.id());

        assertThatThrownBy(() -> new RenameUser(users, revocations).rename(Actor.atAnUnknownTime(ann), ann.id(), new Username("Ann B"), SeenRevisions.ANY))
                .isInstanceOf(NotAuthenticatedException.class);
        assertThat(users.stored(ann.id()).username()).isEqualTo(ann.username());
    }

    @Test
    void a_revocation_waits_for_the_write_that_passed_its_check_and_is_answered_after_it_is_stored() throws Exception {
        CountDownLatch inFlight = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        posts.whileTheNextAddIsInFlight(() -> {
            inFlight.countDown();
            await(release);
        });
        CompletableFuture<Post> written = CompletableFuture.supplyAsync(() -> write(ann));
        assertThat(inFlight.await(10, TimeUnit.SECONDS)).isTrue();

        CompletableFuture<Void> signedOut = CompletableFuture.runAsync(
                () -> new SignOutEverywhere(users, clock, revocations).signOut(ann, ann.id()));
        assertThatThrownBy(() -> signedOut.get(200, TimeUnit.MILLISECONDS))
                .as("answered while a write of the old token was in flight")
                .isInstanceOf(java.util.concurrent.TimeoutException.class);
        release.countDown();

        signedOut.get(10, TimeUnit.SECONDS);
        assertThat(posts.stored()).containsExactly(written.get(10, TimeUnit.SECONDS));
    }

    @Test
    void beside_other_instances_a_revocation_answers_only_once_their_writes_can_no_longer_commit() {
        Duration settle = Duration.ofMillis(300);
        Revocations shared = new Revocations(users, settle);
        long started = System.nanoTime();

        new SignOutEverywhere(users, clock, shared).signOut(ann, ann.id());

        assertThat(Duration.ofNanos(System.nanoTime() - started)).isGreaterThanOrEqualTo(settle);
    }

    @Test
    void a_write_committing_soon_after_its_authentication_reads_no_user_again() {
        Actor acting = Actor.authenticatedAt(ann, System.nanoTime());
        int before = users.finds();

        Post written = writePost.write(acting, new Title("a title"), new PostContent("some words"), Optional.empty());

        assertThat(users.finds()).isEqualTo(before);
        assertThat(posts.stored()).containsExactly(written);
    }

    @Test
    void a_write_authenticated_before_a_revocation_on_its_stripe_reads_its_user_again_and_is_refused() {
        Actor acting = Actor.authenticatedAt(ann, System.nanoTime());
        new SignOutEverywhere(users, clock, revocations).signOut(ann, ann.id());
        int before = users.finds();

        assertThatThrownBy(() -> writePost.write(acting, new Title("a title"), new PostContent("some words"), Optional.empty()))
                .isInstanceOf(NotAuthenticatedException.class);
        assertThat(users.finds()).isEqualTo(before + 1);
        assertThat(posts.stored()).isEmpty();
    }

    @Test
    void beside_other_instances_a_write_authenticated_longer_ago_than_half_the_settle_reads_its_user_again() {
        Duration settle = Duration.ofSeconds(10); // a quick write's margin on a loaded machine; nothing here waits it
        WritePost shared = new WritePost(posts, clock, new Revocations(users, settle));
        Actor quick = Actor.authenticatedAt(ann, System.nanoTime());
        Actor slow = Actor.authenticatedAt(bea, System.nanoTime() - settle.toNanos());
        int before = users.finds();

        shared.write(quick, new Title("a title"), new PostContent("some words"), Optional.empty());
        assertThat(users.finds()).isEqualTo(before);
        shared.write(slow, new Title("a title"), new PostContent("some words"), Optional.empty());
        assertThat(users.finds()).isEqualTo(before + 1);
    }

    @Test
    void beside_other_instances_a_write_runs_by_half_the_settle_after_its_token_was_read_and_in_one_process_by_none() {
        Duration settle = Duration.ofSeconds(10);
        Duration half = settle.dividedBy(2);
        Duration slack = Duration.ofSeconds(2); // a loaded machine's pause between the read and the write
        Revocations shared = new Revocations(users, settle);
        long read = System.nanoTime();
        Actor stamped = Actor.authenticatedAt(ann, read);
        int finds = users.finds();

        Duration stampedLeft = shared.commit(stamped, () -> CommitDeadline.timeLeft().orElseThrow());
        Duration sinceRead = Duration.ofNanos(System.nanoTime() - read);
        Duration readAgainLeft = shared.commit(Actor.atAnUnknownTime(bea), () -> CommitDeadline.timeLeft().orElseThrow());

        assertThat(users.finds()).as("only the write without a stamp read its user").isEqualTo(finds + 1);
        assertThat(stampedLeft).as("counted from the stamp's read").isLessThanOrEqualTo(half)
                .isGreaterThanOrEqualTo(half.minus(sinceRead));
        assertThat(readAgainLeft).as("counted from the read again").isLessThanOrEqualTo(half).isGreaterThan(half.minus(slack));
        assertThat(CommitDeadline.timeLeft()).as("after the write").isEmpty();
        assertThat(revocations.commit(stamped, CommitDeadline::timeLeft)).as("in one process").isEmpty();
    }

    @Test
    void beside_other_instances_a_token_read_a_quarter_of_the_settle_ago_is_read_again_so_the_write_has_time_left() {
        Duration settle = Duration.ofSeconds(10);
        Revocations shared = new Revocations(users, settle);
        int before = users.finds();

        Duration left = shared.commit(Actor.authenticatedAt(ann, System.nanoTime() - settle.toNanos() * 2 / 5),
                () -> CommitDeadline.timeLeft().orElseThrow());

        assertThat(users.finds()).isEqualTo(before + 1);
        assertThat(left).isGreaterThan(settle.dividedBy(4));
    }

    @Test
    void a_user_handed_in_without_the_moment_of_its_authentication_is_always_read_again() {
        int before = users.finds();

        write(ann);

        assertThat(users.finds()).isEqualTo(before + 1);
    }

    private Post write(User author) {
        return writePost.write(Actor.atAnUnknownTime(author), new Title("a title"), new PostContent("some words"), Optional.empty());
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
