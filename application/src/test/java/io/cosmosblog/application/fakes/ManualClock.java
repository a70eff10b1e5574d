package io.cosmosblog.application.fakes;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** A clock that stands still until a test moves it, so a retry can be told from the attempt before it. */
public final class ManualClock extends Clock {

    private Instant now;

    public ManualClock(Instant now) {
        this.now = now;
    }

    /** Moves the clock on and answers the new time. */
    public Instant advance(Duration by) {
        now = now.plus(by);
        return now;
    }

    @Override
    public Instant instant() {
        return now;
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        throw new UnsupportedOperationException("the use cases read only instants");
    }
}
