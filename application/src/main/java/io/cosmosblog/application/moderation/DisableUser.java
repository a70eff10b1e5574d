package io.cosmosblog.application.moderation;

import io.cosmosblog.application.failure.NotFoundException;
import io.cosmosblog.application.storage.ChangedMeanwhileException;
import io.cosmosblog.application.storage.Users;
import io.cosmosblog.application.users.EraseUserContent;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.time.Clock;

/**
 * An operator's answer to an abusive account: every token of it stops working (so it can write
 * nothing more, and, with no password, never sign in again) and everything it wrote is deleted.
 * The account itself stays, so its page still says who they were. Safe to repeat.
 */
public final class DisableUser {

    private static final int ATTEMPTS = 5;

    private final Users users;
    private final EraseUserContent content;
    private final Clock clock;

    public DisableUser(Users users, EraseUserContent content, Clock clock) {
        this.users = users;
        this.content = content;
        this.clock = clock;
    }

    public EraseUserContent.Erased disable(UserId id) {
        users.find(id).orElseThrow(() -> new NotFoundException("user", id));
        return content.eraseAround(id, () -> signOutEverywhere(id));
    }

    /** Retried when the user renamed or replaced their token meanwhile: the operator's word is last. */
    private void signOutEverywhere(UserId id) {
        for (int attempt = 1; ; attempt++) {
            User current = users.find(id).orElseThrow(() -> new NotFoundException("user", id));
            try {
                users.replace(current, current.signedOutEverywhere(clock.instant()));
                return;
            } catch (ChangedMeanwhileException changed) {
                if (attempt == ATTEMPTS) {
                    throw changed;
                }
            }
        }
    }
}
