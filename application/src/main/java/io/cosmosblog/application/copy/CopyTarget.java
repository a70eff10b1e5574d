package io.cosmosblog.application.copy;

import io.cosmosblog.application.port.BlogIdentity;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.StoredBlog;
import java.util.Optional;

/**
 * Whether a copy may go onto its target, decided before it writes anything. A copy makes the
 * target its source's, deleting what the source lacks: right onto an empty target, or one that
 * only copies from this source wrote (a copy run again carries the source's deletes), and wrong
 * onto anything else, where it would take writes nobody asked it to. There it goes on only when
 * it would delete and change nothing ({@link CopyPlan}), or when told to replace the target.
 * What it lets through is marked on the target before the first write: from whom the copy is,
 * and whether the target keeps writes of its own through it.
 */
public final class CopyTarget {

    /** The copy refused: the target's identity (none on a store older than identities) and what it would lose. */
    public record Refusal(Optional<BlogIdentity> target, CopyPlan plan) {
    }

    private final StoragePorts from;
    private final StoragePorts to;
    private final StoredBlog stored;
    private final String source;
    private CopyPlan plan;
    private Boolean onlyTheSource;

    /** {@code source}: the source's blog id (or, for a store older than ids, what names it). */
    public CopyTarget(StoragePorts from, StoragePorts to, StoredBlog stored, String source) {
        this.from = from;
        this.to = to;
        this.stored = stored;
        this.source = source;
    }

    /**
     * Empty when the copy may go on, the target then marked as copied into; else why not, with
     * nothing written. The mark replaces the identity the decision was made on, or none: should a
     * service have started on the target meanwhile (marking it served), it decides again.
     */
    public Optional<Refusal> admit(boolean replace) {
        while (true) {
            Optional<BlogIdentity> seen = stored.read();
            Optional<Refusal> refused = refusal(replace, seen);
            if (refused.isPresent()) {
                return refused;
            }
            BlogIdentity current = seen.orElseGet(stored::claim);
            if (stored.replace(current, current.copyBegins(source, !replace && !onlyTheSource(seen)))) {
                return Optional.empty();
            }
            plan = null;
            onlyTheSource = null;
        }
    }

    /** Why the copy would be refused, read only: {@link #admit} without the mark. */
    public Optional<Refusal> refusal(boolean replace) {
        return refusal(replace, stored.read());
    }

    private Optional<Refusal> refusal(boolean replace, Optional<BlogIdentity> target) {
        if (replace || onlyTheSource(target) || !plan().losesAnything()) {
            return Optional.empty();
        }
        return Optional.of(new Refusal(target, plan()));
    }

    /** What the copy would do to the target, read once. */
    public CopyPlan plan() {
        if (plan == null) {
            plan = CopyPlan.of(from, to);
        }
        return plan;
    }

    /** The target holds nothing, or only what copies from this source wrote. */
    private boolean onlyTheSource(Optional<BlogIdentity> target) {
        if (onlyTheSource == null) {
            onlyTheSource = target.filter(identity -> identity.onlyCopiedFrom(source)).isPresent() || isEmpty(to);
        }
        return onlyTheSource;
    }

    /** The copy is complete and verified: marked so over what is stored now, a served mark set during the copy kept. */
    public void finished() {
        stored.update(BlogIdentity::finished);
    }

    /** Whether {@code side} holds no user (and so no post: every post has its author). */
    public static boolean isEmpty(StoragePorts side) {
        try {
            side.users().forEach(user -> {
                throw new FoundOne();
            });
            return true;
        } catch (FoundOne found) {
            return false;
        }
    }

    /** Ends a scan at its first user: one is enough to tell a blog from none. */
    private static final class FoundOne extends RuntimeException {
        FoundOne() {
            super(null, null, false, false);
        }
    }
}
