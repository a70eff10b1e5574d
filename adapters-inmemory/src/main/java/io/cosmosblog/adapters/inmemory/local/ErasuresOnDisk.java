package io.cosmosblog.adapters.inmemory.local;

import io.cosmosblog.adapters.inmemory.container.JournalEntry;
import io.cosmosblog.domain.user.UserId;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Which committed writes must leave no trace in the store's files before they are answered: a
 * user's delete, and, after it, every delete of something that user wrote. An erasure deletes the
 * user's content, then the user, then once more what a request authenticated just before stored
 * meanwhile; that last pass comes after the user's delete, so it must scrub the files again. A
 * deleted user is remembered for {@link #KEPT} after the delete, however many follow (an erasure's
 * passes take seconds); used by the journal's writer thread only.
 */
final class ErasuresOnDisk {

    static final Duration KEPT = Duration.ofHours(1);

    private final Map<UserId, Instant> deleted = new LinkedHashMap<>();
    private final Clock clock;

    ErasuresOnDisk() {
        this(Clock.systemUTC());
    }

    ErasuresOnDisk(Clock clock) {
        this.clock = clock;
    }

    /** Whether these entries, about to be committed, erase something; remembers the users they delete. */
    boolean erases(List<JournalEntry> entries) {
        boolean erases = false;
        for (JournalEntry entry : entries) {
            if (entry instanceof JournalEntry.UserRemoved removed) {
                remember(removed.user());
                erases = true;
            } else if (entry instanceof JournalEntry.PostRemoved removed) {
                erases |= deleted.containsKey(removed.post().userId());
            } else if (entry instanceof JournalEntry.ReactionRemoved removed) {
                erases |= deleted.containsKey(removed.reaction().userId());
            }
        }
        return erases;
    }

    private void remember(UserId user) {
        Instant now = clock.instant();
        deleted.remove(user); // to the end of the order, with its new time
        deleted.put(user, now);
        Iterator<Instant> oldest = deleted.values().iterator();
        while (oldest.hasNext() && oldest.next().isBefore(now.minus(KEPT))) {
            oldest.remove();
        }
    }
}
