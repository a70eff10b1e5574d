package io.cosmosblog.application.copy;

import io.cosmosblog.domain.user.User;

/**
 * A user the copy brings back to the source's version over a newer one on the target (renamed
 * there since an earlier copy): the source's fields at a revision past the target's, as a rename
 * on the target would be. The copies of the name there carry the newer revision, and a rewrite
 * writes only over older ones; at the source's own revision the old name would stay on them.
 */
final class BroughtBack {

    private BroughtBack() {
    }

    static User onto(User stored, User source) {
        boolean renamedBack = !stored.username().equals(source.username()) && stored.revision() >= source.revision();
        return renamedBack ? atRevision(source, stored.revision() + 1) : source;
    }

    /** Whether {@code stored} is {@code source} brought back by an earlier run: the same but for a higher revision. */
    static boolean already(User stored, User source) {
        return stored.revision() > source.revision() && atRevision(stored, source.revision()).equals(source);
    }

    private static User atRevision(User user, long revision) {
        return new User(user.id(), user.username(), user.tokenHash(), user.tokenIssuedAt(), revision);
    }
}
