package io.cosmosblog.application.copy;

import io.cosmosblog.application.port.StorageBusyException;
import java.time.Duration;
import java.util.function.Supplier;

/**
 * A step of a copy run again while the store is busy (throttled beyond its own retries, as a
 * copy at low priority beside a live service is): after the wait the store asks for, and at least
 * a back-off that doubles up to ten seconds, for about five minutes in all, so a copy beside a busy
 * service slows down rather than stops. Every step is safe to run again: what it wrote before it
 * was refused is found there and passed over.
 */
final class RetryWhileBusy {

    private static final int ATTEMPTS = 35;
    private static final Duration FIRST_WAIT = Duration.ofMillis(200);
    private static final Duration LONGEST_WAIT = Duration.ofSeconds(10);

    private RetryWhileBusy() {
    }

    static <T> T run(Supplier<T> step) {
        Duration backOff = FIRST_WAIT;
        for (int attempt = 1; ; attempt++) {
            try {
                return step.get();
            } catch (StorageBusyException e) {
                if (attempt == ATTEMPTS) {
                    throw e;
                }
                Duration wait = e.retryAfter() != null && e.retryAfter().compareTo(backOff) > 0 ? e.retryAfter() : backOff;
                sleep(wait);
                backOff = backOff.multipliedBy(2).compareTo(LONGEST_WAIT) > 0 ? LONGEST_WAIT : backOff.multipliedBy(2);
            }
        }
    }

    private static void sleep(Duration wait) {
        try {
            Thread.sleep(wait.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the store was busy", e);
        }
    }
}
