package io.cosmosblog.application.port;

import java.time.Duration;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The moment by which the write running on this thread must have committed, beside other
 * instances: a revocation there answers a fixed time after it committed, so a write of the token
 * it revoked must not land after that. Set around the write by the revocations' check; a store
 * whose operations can outlast it (Cosmos DB, its SDK retrying throttled requests) bounds each of
 * them by the time left and refuses, busy, what cannot start before it. All the operations of one
 * write share it. Work no request waits on runs on threads of its own, without one.
 */
public final class CommitDeadline {

    private static final ThreadLocal<Long> AT = new ThreadLocal<>();

    private CommitDeadline() {
    }

    /** Runs {@code write} on this thread by {@code nanos} ({@link System#nanoTime()}), or by an earlier deadline already set. */
    public static <T> T by(long nanos, Supplier<T> write) {
        Long outer = AT.get();
        AT.set(outer != null && outer - nanos < 0 ? outer : nanos);
        try {
            return write.get();
        } finally {
            if (outer == null) {
                AT.remove();
            } else {
                AT.set(outer);
            }
        }
    }

    /** The time left to this thread's write, zero or less once passed; empty when no deadline is set. */
    public static Optional<Duration> timeLeft() {
        Long at = AT.get();
        return at == null ? Optional.empty() : Optional.of(Duration.ofNanos(at - System.nanoTime()));
    }

    /** The one answer to an operation the deadline cut or left no time to: busy, as a store's timeout is. */
    public static StorageBusyException missed(Throwable cause) {
        return new StorageBusyException("the write could not commit before its token's check grew too old "
                + "for a revocation beside it to have waited for it", Duration.ofSeconds(1), cause);
    }
}
