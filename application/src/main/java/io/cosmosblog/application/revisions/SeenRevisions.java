package io.cosmosblog.application.revisions;

import java.util.Collection;
import java.util.Set;

/**
 * The revisions of a post or user its editor had read when they sent a change (HTTP's
 * {@code If-Match}): the change is made only while it is still at one of them, so that it never
 * overwrites a change its editor did not see. {@link #ANY}: no such condition.
 */
public record SeenRevisions(Set<Long> revisions, boolean any) {

    public static final SeenRevisions ANY = new SeenRevisions(Set.of(), true);

    public SeenRevisions {
        revisions = Set.copyOf(revisions);
        if (any && !revisions.isEmpty()) {
            throw new IllegalArgumentException("any revision, or some: not both");
        }
    }

    /** Only these; none at all when the editor named none a revision could be (no change is then made). */
    public static SeenRevisions of(Collection<Long> revisions) {
        return new SeenRevisions(Set.copyOf(revisions), false);
    }

    public boolean admits(long revision) {
        return any || revisions.contains(revision);
    }
}
