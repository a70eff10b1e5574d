package io.cosmosblog.application.users;

import io.cosmosblog.domain.user.UserId;

/**
 * At start, before serving: every erasure a crash cut short gets its last pass, so nothing a
 * request authenticated just before it stored is left of the user.
 */
public final class FinishErasures {

    private final EraseUserContent content;

    public FinishErasures(EraseUserContent content) {
        this.content = content;
    }

    /** How many erasures were finished. */
    public int finish() {
        int finished = 0;
        for (UserId user : content.unfinishedAtStart()) {
            content.finish(user);
            finished++;
        }
        return finished;
    }
}
