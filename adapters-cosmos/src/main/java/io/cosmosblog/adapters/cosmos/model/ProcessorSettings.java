package io.cosmosblog.adapters.cosmos.model;

import java.time.Duration;

/**
 * How this instance's change feed processors share the leases; the model's containers carry it to
 * the processors they start.
 *
 * @param hostName      this instance's name among the processors sharing the leases
 * @param feedPollDelay how long a processor waits when it found no changes
 * @param leaseExpiry   how long a lease stays this instance's without renewal (renewed every half of it)
 */
public record ProcessorSettings(String hostName, Duration feedPollDelay, Duration leaseExpiry) {
}
