package io.cosmosblog.adapters.cosmos.changefeed;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Scheduler;
import reactor.core.scheduler.Schedulers;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A batch handed over on one of Reactor's non-blocking threads (as the SDK's processor sometimes
 * does) still runs its blocking store calls: on the processors' threads, waited for.
 */
class BlockingHandlerTest {

    private static final Scheduler HANDLERS = Schedulers.newBoundedElastic(2, 10, "handlers-test", 60, true);
    private static final Scheduler NON_BLOCKING = Schedulers.newParallel("non-blocking-test", 1, true);

    @AfterAll
    static void stop() {
        HANDLERS.dispose();
        NON_BLOCKING.dispose();
    }

    @Test
    void a_handler_called_on_a_non_blocking_thread_blocks_on_the_handlers_threads() throws Exception {
        AtomicReference<String> ranOn = new AtomicReference<>();
        CompletableFuture<Integer> answered = new CompletableFuture<>();
        NON_BLOCKING.schedule(() -> {
            try {
                BlockingHandler.run(() -> {
                    ranOn.set(Thread.currentThread().getName());
                    answered.complete(Mono.delay(Duration.ofMillis(5)).thenReturn(42).block());
                }, HANDLERS);
            } catch (RuntimeException e) {
                answered.completeExceptionally(e);
            }
        });

        assertThat(answered.get(10, TimeUnit.SECONDS)).isEqualTo(42);
        assertThat(ranOn.get()).startsWith("handlers-test");
    }

    @Test
    void elsewhere_the_handler_runs_on_the_callers_thread_and_its_failure_reaches_the_caller() throws Exception {
        AtomicReference<Thread> ranOn = new AtomicReference<>();
        BlockingHandler.run(() -> ranOn.set(Thread.currentThread()), HANDLERS);
        assertThat(ranOn.get()).isSameAs(Thread.currentThread());

        CompletableFuture<Throwable> failed = new CompletableFuture<>();
        NON_BLOCKING.schedule(() -> {
            try {
                BlockingHandler.run(() -> {
                    throw new IllegalStateException("the store refused");
                }, HANDLERS);
                failed.complete(null);
            } catch (RuntimeException e) {
                failed.complete(e);
            }
        });
        assertThatThrownBy(() -> {
            throw failed.get(10, TimeUnit.SECONDS);
        }).isInstanceOf(IllegalStateException.class).hasMessage("the store refused");
    }
}
