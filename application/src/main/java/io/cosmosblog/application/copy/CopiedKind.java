package io.cosmosblog.application.copy;

import java.util.concurrent.atomic.AtomicLong;

/**
 * One kind of item in a copy: how many the source holds, how many were written, how many the
 * target had already, how many the target held that the source no longer does (taken back there),
 * and how many the target holds in all once the copy is done: as many as the source.
 */
public final class CopiedKind {

    private final String name;
    private final AtomicLong inSource = new AtomicLong();
    private final AtomicLong written = new AtomicLong();
    private final AtomicLong alreadyThere = new AtomicLong();
    private final AtomicLong takenBack = new AtomicLong();
    private volatile long inTarget = -1;

    CopiedKind(String name) {
        this.name = name;
    }

    /** What a step counted, once the step is done (a step run again counts once). */
    void add(long read, long wrote, long foundThere, long tookBack) {
        inSource.addAndGet(read);
        written.addAndGet(wrote);
        alreadyThere.addAndGet(foundThere);
        takenBack.addAndGet(tookBack);
    }

    /** One more item the target held and the source no longer does, taken back from the target. */
    void tookBack() {
        takenBack.incrementAndGet();
    }

    /** Counted on the target apart from the copy (users and posts: counted there in all). */
    void foundOnTarget(long count) {
        inTarget = count;
    }

    public String name() {
        return name;
    }

    public long inSource() {
        return inSource.get();
    }

    public long written() {
        return written.get();
    }

    public long alreadyThere() {
        return alreadyThere.get();
    }

    /** The target's items the source no longer holds (deleted or erased there), deleted from the target. */
    public long takenBack() {
        return takenBack.get();
    }

    /** The source's items the copy wrote or found on the target: every one of them, once complete. */
    public long copied() {
        return written() + alreadyThere();
    }

    /** How many the target holds in all where it was counted, else the source's items found or written there. */
    public long inTarget() {
        return inTarget >= 0 ? inTarget : copied();
    }
}
