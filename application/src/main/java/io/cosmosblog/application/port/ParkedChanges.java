package io.cosmosblog.application.port;

import java.util.List;

/**
 * Changes whose projection failed every attempt (dead letters). Parking one lets the change feed
 * move on: one bad item no longer stalls every view behind it.
 */
public interface ParkedChanges {

    /** Keeps the change; parking it again replaces the earlier record. */
    void park(ParkedChange parked);

    /** Every parked change, oldest first. */
    List<ParkedChange> all();

    /** Forgets the change once it has been projected after all. */
    void release(ChangedEntity change);
}
