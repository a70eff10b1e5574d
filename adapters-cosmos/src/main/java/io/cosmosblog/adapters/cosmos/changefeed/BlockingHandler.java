package io.cosmosblog.adapters.cosmos.changefeed;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import reactor.core.scheduler.Scheduler;
import reactor.core.scheduler.Schedulers;

/**
 * Runs a change feed batch's handler on a thread where it may block, as every handler does (its
 * store calls wait for their answers). The SDK calls a processor's handler on the scheduler it was
 * given, but not always: when a page of changes arrives just as a poll delay ends, the flatMap that
 * joins the two can hand the page over on the thread that ended the delay, one of the SDK's
 * parallel threads, where Reactor refuses every {@code block()}. The whole batch then failed, its
 * parked change too, and its lease was given up, its changes projected only once the lease was
 * taken again. On such a thread the handler now runs on the processors' own threads, waited for
 * with a plain join (the batch is checkpointed after the handler returns, so it must be done).
 */
final class BlockingHandler {

    private BlockingHandler() {
    }

    /** {@code work} here, unless this thread may not block: then on {@code threads}, waited for; its failure rethrown here. */
    static void run(Runnable work, Scheduler threads) {
        if (!Schedulers.isInNonBlockingThread()) {
            work.run();
            return;
        }
        CompletableFuture<Void> done = new CompletableFuture<>();
        threads.schedule(() -> {
            try {
                work.run();
                done.complete(null);
            } catch (Throwable failure) {
                done.completeExceptionally(failure);
            }
        });
        try {
            done.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException failure) {
                throw failure;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw e;
        }
    }
}
