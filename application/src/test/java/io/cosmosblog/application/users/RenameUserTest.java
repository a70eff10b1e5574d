package io.cosmosblog.application.users;

import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.failure.NotAllowedException;
import io.cosmosblog.application.failure.NotFoundException;
import io.cosmosblog.application.fakes.FakeUsers;
import io.cosmosblog.application.port.ChangedMeanwhileException;
import io.cosmosblog.application.revisions.SeenRevisions;
import io.cosmosblog.application.revisions.StaleRevisionException;
import io.cosmosblog.domain.user.AccessToken;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class RenameUserTest {

    private static final Username NEW_NAME = new Username("Ada Lovelace");

    private final User ada = Samples.user("ada");
    private final User bob = Samples.user("bob");
    private final FakeUsers users = FakeUsers.holding(ada, bob);
    private final RenameUser renameUser = new RenameUser(users, Revocations.unchecked());

    @Test
    void a_user_renames_themselves_keeping_their_token_and_moving_to_the_next_revision() {
        User renamed = renameUser.rename(Actor.atAnUnknownTime(ada), ada.id(), NEW_NAME, SeenRevisions.ANY);

        assertThat(renamed.id()).isEqualTo(ada.id());
        assertThat(renamed.username()).isEqualTo(NEW_NAME);
        assertThat(renamed.revision()).isEqualTo(ada.revision() + 1);
        assertThat(renamed.tokenHash()).isEqualTo(ada.tokenHash());
        assertThat(renamed.tokenIssuedAt()).isEqualTo(ada.tokenIssuedAt());
        assertThat(users.stored(ada.id())).isEqualTo(renamed);
    }

    @Test
    void renaming_to_the_same_name_answers_the_user_unchanged_and_stores_no_new_revision() {
        User same = renameUser.rename(Actor.atAnUnknownTime(ada), ada.id(), new Username("ada"), SeenRevisions.ANY);

        assertThat(same).isEqualTo(ada);
        assertThat(users.stored(ada.id())).isEqualTo(ada);
    }

    @Test
    void a_user_may_not_rename_someone_else_and_nobody_changes() {
        assertThatThrownBy(() -> renameUser.rename(Actor.atAnUnknownTime(ada), bob.id(), NEW_NAME, SeenRevisions.ANY))
                .isInstanceOf(NotAllowedException.class)
                .hasMessage("users may rename only themselves");
        assertThat(users.stored(bob.id())).isEqualTo(bob);
        assertThat(users.stored(ada.id())).isEqualTo(ada);
    }

    @Test
    void renaming_a_user_that_does_not_exist_is_not_found() {
        UserId nobody = UserId.generate();

        assertThatThrownBy(() -> renameUser.rename(Actor.atAnUnknownTime(ada), nobody, NEW_NAME, SeenRevisions.ANY))
                .isInstanceOfSatisfying(NotFoundException.class, e -> assertThat(e.what()).isEqualTo("user"))
                .hasMessageContaining(nobody.value());
        assertThat(users.stored(ada.id())).isEqualTo(ada);
    }

    @Test
    void a_rename_that_read_the_user_before_a_new_token_was_stored_is_refused_and_keeps_that_token() {
        User withNewToken = ada.withToken(AccessToken.issueFor(ada.id()), Instant.parse("2026-12-01T10:00:00Z"));
        users.replace(ada, withNewToken);

        assertThatThrownBy(() -> renameUser.rename(Actor.atAnUnknownTime(ada), ada.id(), NEW_NAME, SeenRevisions.ANY))
                .isInstanceOf(ChangedMeanwhileException.class);
        assertThat(users.stored(ada.id())).isEqualTo(withNewToken);
    }

    @Test
    void a_rename_from_a_read_before_another_rename_is_stale_and_names_the_current_revision() {
        User renamedElsewhere = ada.renamedTo(new Username("Countess"));
        users.replace(ada, renamedElsewhere);

        assertThatThrownBy(() -> renameUser.rename(Actor.atAnUnknownTime(ada), ada.id(), NEW_NAME, SeenRevisions.of(List.of(ada.revision()))))
                .isInstanceOfSatisfying(StaleRevisionException.class,
                        e -> assertThat(e.current()).isEqualTo(renamedElsewhere.revision()));
        assertThat(users.stored(ada.id())).isEqualTo(renamedElsewhere);
    }

    @Test
    void a_rename_at_a_revision_not_seen_is_stale_before_anything_is_stored() {
        assertThatThrownBy(() -> renameUser.rename(Actor.atAnUnknownTime(ada), ada.id(), NEW_NAME, SeenRevisions.of(List.of(ada.revision() + 5))))
                .isInstanceOf(StaleRevisionException.class);
        assertThat(users.stored(ada.id())).isEqualTo(ada);
    }

    @Test
    void a_new_token_since_the_read_is_no_stale_revision_but_a_change_to_try_again() {
        users.replace(ada, ada.withToken(AccessToken.issueFor(ada.id()), Instant.parse("2026-12-01T10:00:00Z")));

        assertThatThrownBy(() -> renameUser.rename(Actor.atAnUnknownTime(ada), ada.id(), NEW_NAME, SeenRevisions.of(List.of(ada.revision()))))
                .isInstanceOf(ChangedMeanwhileException.class);
    }
}
