package io.cosmosblog.adapters.http;

import io.cosmosblog.application.metering.StoreCost;
import io.cosmosblog.application.metering.StoreMeter;
import io.javalin.http.Context;
import java.util.Locale;

/** What each API request cost the store, the article's way, in a {@code Server-Timing} header. */
final class StoreCostHeader {

    private static final String TALLY = StoreCostHeader.class.getName();

    private final StoreMeter meter;

    StoreCostHeader(StoreMeter meter) {
        this.meter = meter;
    }

    void open(Context ctx) {
        ctx.attribute(TALLY, meter.open());
    }

    void close(Context ctx) {
        StoreMeter.Tally tally = ctx.attribute(TALLY);
        if (tally != null) {
            ctx.header("Server-Timing", format(meter.close(tally)));
        }
    }

    static String format(StoreCost cost) {
        return String.format(Locale.ROOT, "store;dur=%.2f;desc=\"ops=%d partitions=%d ru=%.2f\"",
                cost.storeTime().toNanos() / 1_000_000.0, cost.operations(), cost.partitions(), cost.requestCharge());
    }
}
