package io.cosmosblog.application.contract;

import io.cosmosblog.application.failure.NotAuthenticatedException;
import io.cosmosblog.application.failure.NotFoundException;
import io.cosmosblog.application.moderation.DisableUser;
import io.cosmosblog.application.port.ChangedMeanwhileException;
import io.cosmosblog.application.revisions.SeenRevisions;
import io.cosmosblog.application.users.Actor;
import io.cosmosblog.application.users.DeleteAccount;
import io.cosmosblog.application.users.EraseUserContent;
import io.cosmosblog.application.users.IssuedToken;
import io.cosmosblog.application.users.RegisterUser;
import io.cosmosblog.application.users.RenameUser;
import io.cosmosblog.application.users.Revocations;
import io.cosmosblog.application.users.RotateAccessToken;
import io.cosmosblog.application.users.SignOutEverywhere;
import io.cosmosblog.application.comments.CommentOnPost;
import io.cosmosblog.application.likes.LikePost;
import io.cosmosblog.application.posts.WritePost;
import io.cosmosblog.domain.post.CommentContent;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.Title;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import io.cosmosblog.domain.user.TokenLifetime;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.Username;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A user's own changes meeting their account's erasure, on every storage and model: a change for a
 * user who is gone is refused as a token that no longer works (401), or, from an operator, as no
 * such user (404), never as a fault of the service.
 */
public abstract class ErasureRacesContract extends ContractTest {

    private static final int ROUNDS = 12;

    private final Clock clock = Clock.systemUTC();

    @Test
    void renaming_replacing_the_token_or_signing_out_an_account_erased_meanwhile_is_not_authenticated() {
        User actor = registered("ada").user(); // as the request read it, just before the erasure
        erase(actor);

        assertThatThrownBy(() -> new RenameUser(ports.users(), Revocations.unchecked()).rename(Actor.atAnUnknownTime(actor), actor.id(), new Username("Ada L"), SeenRevisions.ANY))
                .isInstanceOf(NotAuthenticatedException.class);
        assertThatThrownBy(() -> new RotateAccessToken(ports.users(), clock, TokenLifetime.DEFAULT, Revocations.unchecked()).rotate(actor, actor.id()))
                .isInstanceOf(NotAuthenticatedException.class);
        assertThatThrownBy(() -> new SignOutEverywhere(ports.users(), clock, Revocations.unchecked()).signOut(actor, actor.id()))
                .isInstanceOf(NotAuthenticatedException.class);
        assertThatThrownBy(() -> new DisableUser(ports.users(), erasure(), clock, Revocations.unchecked()).disable(actor.id()))
                .isInstanceOf(NotFoundException.class);
        assertThat(ports.users().find(actor.id())).isEmpty();
    }

    @Test
    void renames_and_new_tokens_racing_their_accounts_erasure_succeed_or_are_not_authenticated() throws Exception {
        List<Throwable> unexpected = new CopyOnWriteArrayList<>();
        for (int round = 0; round < ROUNDS; round++) {
            User actor = registered("racer" + round).user();
            Parallel.run(3, thread -> {
                try {
                    switch (thread) {
                        case 0 -> erase(actor);
                        case 1 -> {
                            User current = actor;
                            for (int i = 0; i < 4; i++) {
                                current = new RenameUser(ports.users(), Revocations.unchecked()).rename(Actor.atAnUnknownTime(current), actor.id(), new Username("racer " + i), SeenRevisions.ANY);
                            }
                        }
                        default -> new RotateAccessToken(ports.users(), clock, TokenLifetime.DEFAULT, Revocations.unchecked()).rotate(actor, actor.id());
                    }
                } catch (NotAuthenticatedException gone) {
                    // the account went first: as a token that no longer works
                } catch (ChangedMeanwhileException otherChange) {
                    // the rename and the new token met each other: 409, the client's to repeat
                } catch (RuntimeException failure) {
                    unexpected.add(failure);
                }
            });
            assertThat(ports.users().find(actor.id())).as("erased in round " + round).isEmpty();
        }
        assertThat(unexpected).isEmpty();
    }

    @Test
    void writes_authenticated_before_a_sign_out_a_new_token_a_disable_or_an_erasure_are_refused_and_store_nothing() {
        Revocations revocations = Revocations.inOneProcess(ports.users());
        User signedOut = registered("sol").user();
        User replaced = registered("rex").user();
        User disabled = registered("dis").user();
        User erased = registered("era").user();
        Post post = new WritePost(ports.posts(), clock, revocations)
                .write(Actor.atAnUnknownTime(registered("pam").user()), new Title("Open"), new PostContent("for comments"), Optional.empty());
        new SignOutEverywhere(ports.users(), clock, revocations).signOut(signedOut, signedOut.id());
        new RotateAccessToken(ports.users(), clock, TokenLifetime.DEFAULT, revocations).rotate(replaced, replaced.id());
        new DisableUser(ports.users(), erasure(), clock, revocations).disable(disabled.id());
        new DeleteAccount(ports.users(), erasure(), revocations).delete(erased, erased.id());

        for (User late : List.of(signedOut, replaced, disabled, erased)) {
            assertThatThrownBy(() -> new WritePost(ports.posts(), clock, revocations)
                    .write(Actor.atAnUnknownTime(late), new Title("Late"), new PostContent("after the revocation"), Optional.empty()))
                    .isInstanceOf(NotAuthenticatedException.class);
            assertThatThrownBy(() -> new CommentOnPost(ports.comments(), clock, revocations)
                    .comment(Actor.atAnUnknownTime(late), post.id(), new CommentContent("late"), Optional.empty()))
                    .isInstanceOf(NotAuthenticatedException.class);
            assertThatThrownBy(() -> new LikePost(ports.likes(), clock, revocations).like(Actor.atAnUnknownTime(late), post.id()))
                    .isInstanceOf(NotAuthenticatedException.class);
            AtomicInteger stored = new AtomicInteger();
            ports.posts().forEachBy(late.id(), id -> stored.incrementAndGet());
            ports.comments().forEachBy(late.id(), comment -> stored.incrementAndGet());
            ports.likes().forEachBy(late.id(), like -> stored.incrementAndGet());
            assertThat(stored).as("what %s wrote after the revocation", late.username()).hasValue(0);
        }
    }

    private IssuedToken registered(String name) {
        return new RegisterUser(ports.users(), clock, TokenLifetime.DEFAULT).register(new Username(name));
    }

    private void erase(User actor) {
        new DeleteAccount(ports.users(), erasure(), Revocations.unchecked()).delete(actor, actor.id());
    }

    private EraseUserContent erasure() {
        return new EraseUserContent(ports.posts(), ports.comments(), ports.likes());
    }
}
