package io.cosmosblog.adapters.inmemory.local;

import io.cosmosblog.adapters.inmemory.container.JournalEntry;
import io.cosmosblog.domain.user.UserId;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Which committed writes must leave no trace in the store's files before they are answered: a
 * user's delete, and, after it, every delete of something that user wrote. An erasure deletes the
 * user's content, then the user, then once more what a request authenticated just before stored
 * meanwhile; that last pass comes after the user's delete, so it must scrub the files again. The
 * latest {@value #USERS_KEPT} deleted users are remembered; used by the journal's writer thread only.
 */
final class ErasuresOnDisk {

    static final int USERS_KEPT = 10_000;

    private final Set<UserId> deleted = new LinkedHashSet<>();

    /** Whether these entries, about to be committed, erase something; remembers the users they delete. */
    boolean erases(List<JournalEntry> entries) {
        boolean erases = false;
        for (JournalEntry entry : entries) {
            if (entry instanceof JournalEntry.UserRemoved removed) {
                remember(removed.user());
                erases = true;
            } else if (entry instanceof JournalEntry.PostRemoved removed) {
                erases |= deleted.contains(removed.post().userId());
            } else if (entry instanceof JournalEntry.ReactionRemoved removed) {
                erases |= deleted.contains(removed.reaction().userId());
            }
        }
        return erases;
    }

    private void remember(UserId user) {
        deleted.add(user);
        if (deleted.size() > USERS_KEPT) {
            Iterator<UserId> oldest = deleted.iterator();
            oldest.next();
            oldest.remove();
        }
    }
}
