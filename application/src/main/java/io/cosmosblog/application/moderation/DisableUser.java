package io.cosmosblog.application.moderation;

import io.cosmosblog.application.failure.NotFoundException;
import io.cosmosblog.application.port.ChangedMeanwhileException;
import io.cosmosblog.application.port.UserGoneException;
import io.cosmosblog.application.port.Users;
import io.cosmosblog.application.users.EraseUserContent;
import io.cosmosblog.application.users.Revocations;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.time.Clock;

/**
 * An operator's answer to an abusive account: every token of it stops working (so it can write
 * nothing more, and, with no password, never sign in again) and everything it wrote is deleted.
 * The account itself stays, so its page still says who they were. The tokens go first, and a
 * full store does not stop that (it makes nothing bigger): a run cut short leaves an account that
 * can write nothing, and a repeat deletes what is left. Safe to repeat.
 */
public final class DisableUser {

    private static final int ATTEMPTS = 5;

    private final Users users;
    private final EraseUserContent content;
    private final Clock clock;
    private final Revocations revocations;

    public DisableUser(Users users, EraseUserContent content, Clock clock, Revocations revocations) {
        this.users = users;
        this.content = content;
        this.clock = clock;
        this.revocations = revocations;
    }

    public EraseUserContent.Erased disable(UserId id) {
        users.find(id).orElseThrow(() -> new NotFoundException("user", id));
        revocations.revoke(id, () -> signOutEverywhere(id));
        // Twice: a write authenticated just before the tokens went may be stored while the first pass runs.
        return content.eraseAround(id, () -> { });
    }

    /** Retried when the user renamed or replaced their token meanwhile: the operator's word is last. */
    private void signOutEverywhere(UserId id) {
        for (int attempt = 1; ; attempt++) {
            User current = users.find(id).orElseThrow(() -> new NotFoundException("user", id));
            try {
                users.replace(current, current.signedOutEverywhere(clock.instant()));
                return;
            } catch (UserGoneException erased) {
                throw new NotFoundException("user", id);
            } catch (ChangedMeanwhileException changed) {
                if (attempt == ATTEMPTS) {
                    throw changed;
                }
            }
        }
    }
}
