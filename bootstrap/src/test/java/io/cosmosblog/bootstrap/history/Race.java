package io.cosmosblog.bootstrap.history;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * One command that decides (an erasure; a revocation) sent at the moment several threads start
 * sending other commands, each its own list of texts in turn: at most {@code most} requests a
 * thread, at least one, and on for as long as the deciding command runs, so that one of them
 * meets its end. What each was answered is handed back for the history to judge.
 */
final class Race {

    /** Threads sending at once: each one's read and write of the subject is a window the decision may fall in. */
    static final int SENDERS = 4;
    private static final ExecutorService RACERS = Executors.newCachedThreadPool(task -> {
        Thread thread = new Thread(task, "history-racer");
        thread.setDaemon(true);
        return thread;
    });

    /** The deciding command's answer and those of the commands sent while it ran. */
    record Raced(Api.Answer decided, List<Api.Answer> others) {
    }

    private Race() {
    }

    static Raced run(Supplier<Api.Answer> decide, int most, List<List<String>> texts, Function<String, Api.Answer> send) {
        CountDownLatch go = new CountDownLatch(1);
        CompletableFuture<Api.Answer> decision = CompletableFuture.supplyAsync(() -> {
            await(go);
            return decide.get();
        }, RACERS);
        List<Api.Answer> others = new CopyOnWriteArrayList<>();
        List<CompletableFuture<Void>> racers = new ArrayList<>();
        for (List<String> own : texts) {
            racers.add(CompletableFuture.runAsync(() -> {
                await(go);
                for (int n = 0; n < most && (n == 0 || !decision.isDone()); n++) {
                    others.add(send.apply(own.get(n % own.size())));
                }
            }, RACERS));
        }
        go.countDown();
        racers.forEach(CompletableFuture::join);
        return new Raced(decision.join(), others);
    }

    private static void await(CountDownLatch go) {
        try {
            go.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
