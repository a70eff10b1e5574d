package io.cosmosblog.adapters.http;

import io.cosmosblog.application.port.metering.StorageCost;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.javalin.http.Context;
import java.util.Optional;

/** What each API request cost the store, the article's way, in a {@code Server-Timing} header. */
final class StorageCostHeader {

    private final StorageMeter meter;

    StorageCostHeader(StorageMeter meter) {
        this.meter = meter;
    }

    /** Opens a tally on this thread, the one that serves the request from its before- to its after-handler. */
    void open() {
        meter.open();
    }

    /** Sets the header and answers what the request cost; empty when no tally was opened. */
    Optional<StorageCost> close(Context ctx) {
        Optional<StorageCost> cost = meter.closeThisThreads();
        cost.ifPresent(spent -> AnswerHeaders.add(ctx, "Server-Timing", format(spent)));
        return cost;
    }

    // Built by hand: it runs on every request, and String.format parses its pattern each time.
    static String format(StorageCost cost) {
        StringBuilder header = new StringBuilder(64).append("store;dur=");
        twoDecimals(header, cost.storeTime().toNanos() / 1_000_000.0);
        header.append(";desc=\"ops=").append(cost.operations()).append(" partitions=").append(cost.partitions())
                .append(" ru=");
        twoDecimals(header, cost.requestCharge());
        if (cost.bytesWritten() > 0) {
            header.append(" bytes=").append(cost.bytesWritten());
        }
        return header.append('"').toString();
    }

    private static void twoDecimals(StringBuilder into, double value) {
        long hundredths = Math.round(value * 100);
        long cents = hundredths % 100;
        into.append(hundredths / 100).append('.').append(cents < 10 ? "0" : "").append(cents);
    }
}
