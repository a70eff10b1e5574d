package io.cosmosblog.application.copy;

import java.util.concurrent.atomic.AtomicLong;

/** One kind of item in a copy: how many the source holds, how many were written, how many the target had already. */
public final class CopiedKind {

    private final String name;
    private final AtomicLong inSource = new AtomicLong();
    private final AtomicLong written = new AtomicLong();
    private final AtomicLong alreadyThere = new AtomicLong();
    private final AtomicLong inTarget = new AtomicLong();

    CopiedKind(String name) {
        this.name = name;
    }

    void read() {
        inSource.incrementAndGet();
    }

    void wrote() {
        written.incrementAndGet();
        inTarget.incrementAndGet();
    }

    void foundThere() {
        alreadyThere.incrementAndGet();
        inTarget.incrementAndGet();
    }

    /** Counted on the target apart from the copy (users, posts: read back; comments and likes: as the copy found them). */
    void foundOnTarget(long count) {
        inTarget.set(count);
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

    public long inTarget() {
        return inTarget.get();
    }
}
