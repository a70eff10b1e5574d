package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.metering.StoreMeter;
import java.util.function.Supplier;

/** Counts each in-memory operation as Cosmos would: one operation in one logical partition, no RU. */
final class Metering {

    private final StoreMeter meter;

    Metering(StoreMeter meter) {
        this.meter = meter;
    }

    <T> T operation(String partition, Supplier<T> work) {
        long start = System.nanoTime();
        try {
            return work.get();
        } finally {
            meter.record(partition, 0, System.nanoTime() - start);
        }
    }

    void operation(String partition, Runnable work) {
        operation(partition, () -> {
            work.run();
            return null;
        });
    }

    static String users(Object userId) {
        return "users/" + userId;
    }

    static String posts(Object postId) {
        return "posts/" + postId;
    }

    static final String FEED = "feed/post";
}
