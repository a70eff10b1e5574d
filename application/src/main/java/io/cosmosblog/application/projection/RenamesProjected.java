package io.cosmosblog.application.projection;

import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The revision up to which this instance projected each user's renames, for the users it saw
 * last: a user's change that is not a rename (a new token) then starts no fan-out. Bounded, and
 * lost at a restart: a user it forgot costs one fan-out that finds nothing left to rewrite.
 */
final class RenamesProjected {

    private static final int REMEMBERED_USERS = 10_000;

    private final Map<UserId, Long> revisions = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<UserId, Long> eldest) {
            return size() > REMEMBERED_USERS;
        }
    };

    /** Whether {@code user}'s name at its revision may still have copies of an older one to rewrite. */
    synchronized boolean pending(User user) {
        return user.wasEverRenamed() && revisions.getOrDefault(user.id(), 0L) < user.revision();
    }

    /** {@code user}'s rename, at its revision, was projected. */
    synchronized void done(User user) {
        revisions.merge(user.id(), user.revision(), Math::max);
    }
}
