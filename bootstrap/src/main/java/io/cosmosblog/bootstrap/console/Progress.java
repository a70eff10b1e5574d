package io.cosmosblog.bootstrap.console;

import java.io.PrintStream;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;

/** Console progress of a long run (a load, a rebuild): percent done, rate and time left, at most once a second. */
public final class Progress {

    private final PrintStream out;
    private final String what;
    private final long total;
    private final long start = System.nanoTime();
    private final AtomicLong done = new AtomicLong();
    private final AtomicLong items = new AtomicLong();
    private volatile long lastPrint = start;

    public Progress(PrintStream out, String what, long total) {
        this.out = out;
        this.what = what;
        this.total = total;
    }

    /** One step done, having written {@code itemsWritten} items. */
    public void step(long itemsWritten) {
        long finished = done.incrementAndGet();
        items.addAndGet(itemsWritten);
        long now = System.nanoTime();
        if (now - lastPrint > 1_000_000_000L || finished == total) {
            lastPrint = now;
            double seconds = (now - start) / 1e9;
            double rate = items.get() / Math.max(seconds, 1e-9);
            double eta = finished == 0 ? 0 : seconds * (total - finished) / finished;
            out.printf(Locale.ROOT, "  %s: %5.1f%%  %s  %,.0f items/s  ETA %.0f s%n",
                    what, total == 0 ? 100.0 : Math.min(100.0, 100.0 * finished / total), Plural.of(items.get(), "item"), rate,
                    Math.max(0, eta));
        }
    }

    public long items() {
        return items.get();
    }
}
