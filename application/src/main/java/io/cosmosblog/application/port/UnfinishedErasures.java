package io.cosmosblog.application.port;

import io.cosmosblog.domain.user.UserId;
import java.util.List;

/**
 * Erasures begun and not yet finished, kept where a crash does not lose them: an erasure cut short
 * between its passes (a write authenticated just before may have landed after the first) is
 * finished at the next start. Marked before the first pass, unmarked after the last, so no mark
 * outlives its erasure and none is forgotten for lack of room.
 */
public interface UnfinishedErasures {

    /** For a store a crash empties anyway: nothing to finish after it. */
    UnfinishedErasures NONE = new UnfinishedErasures() {
        @Override
        public void begun(UserId user) {
        }

        @Override
        public void finished(UserId user) {
        }

        @Override
        public List<UserId> atStart() {
            return List.of();
        }
    };

    /** Returns once the mark is as durable as the store's writes. */
    void begun(UserId user);

    void finished(UserId user);

    /** The erasures that were unfinished when the store was opened. */
    List<UserId> atStart();
}
