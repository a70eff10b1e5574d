package io.cosmosblog.application.metering;

import java.time.Duration;

/**
 * What serving one request cost the store, the article's way: operations issued, distinct
 * logical partitions touched, the request charge in RU (zero where the store has none) and time.
 */
public record StoreCost(int operations, int partitions, double requestCharge, Duration storeTime) {

    public static final StoreCost NONE = new StoreCost(0, 0, 0, Duration.ZERO);
}
