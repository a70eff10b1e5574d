package io.cosmosblog.adapters.cosmos;

import com.azure.cosmos.ConsistencyLevel;
import java.time.Duration;
import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import java.util.stream.Collectors;

/**
 * Where the Cosmos DB account is and how this instance uses it.
 *
 * @param endpoint       the account's URI, e.g. {@code https://my-account.documents.azure.com:443/}
 * @param key            the account key
 * @param database       the database holding the four containers
 * @param hostName       this instance's name among the change feed processors sharing the leases
 * @param gatewayMode    gateway (HTTPS) rather than direct (TCP) connections; local servers need it
 * @param endpointDiscovery  follow the account's regional endpoints; off for a local server
 * @param feedPollDelay  how long a change feed processor waits when it found no changes
 * @param consistency    a consistency level for this client (weaker than the account's only); empty: the account's default
 * @param requestTimeout the longest one store operation may take, the SDK's retries of throttling included;
 *                       past it the request is answered "busy, try again" instead of holding its thread
 */
public record CosmosSettings(
        String endpoint, String key, String database, String hostName, boolean gatewayMode, boolean endpointDiscovery,
        Duration feedPollDelay, Optional<String> consistency, Duration requestTimeout) {

    public static final String DEFAULT_DATABASE = "blog";
    public static final Duration DEFAULT_REQUEST_TIMEOUT = Duration.ofSeconds(10);

    public CosmosSettings {
        Objects.requireNonNull(endpoint, "endpoint");
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(database, "database");
        Objects.requireNonNull(hostName, "hostName");
        Objects.requireNonNull(feedPollDelay, "feedPollDelay");
        consistency = consistency.map(CosmosSettings::consistencyLevel).map(ConsistencyLevel::toString);
        if (requestTimeout.isNegative() || requestTimeout.isZero()) {
            throw new IllegalArgumentException("the request timeout must be positive");
        }
    }

    /** An Azure account: database {@value #DEFAULT_DATABASE}, gateway mode, a random host name, 1 s poll delay, the account's consistency. */
    public static CosmosSettings of(String endpoint, String key) {
        return new CosmosSettings(endpoint, key, DEFAULT_DATABASE, "host-" + UUID.randomUUID(), true, true,
                Duration.ofSeconds(1), Optional.empty(), DEFAULT_REQUEST_TIMEOUT);
    }

    /** The emulator or a local test server: one endpoint only, no regional discovery. */
    public CosmosSettings local() {
        return new CosmosSettings(endpoint, key, database, hostName, true, false, feedPollDelay, consistency, requestTimeout);
    }

    public CosmosSettings withDatabase(String name) {
        return new CosmosSettings(endpoint, key, name, hostName, gatewayMode, endpointDiscovery, feedPollDelay, consistency,
                requestTimeout);
    }

    public CosmosSettings withHostName(String name) {
        return new CosmosSettings(endpoint, key, database, name, gatewayMode, endpointDiscovery, feedPollDelay, consistency,
                requestTimeout);
    }

    public CosmosSettings withFeedPollDelay(Duration delay) {
        return new CosmosSettings(endpoint, key, database, hostName, gatewayMode, endpointDiscovery, delay, consistency,
                requestTimeout);
    }

    /** {@code level}: one of Cosmos DB's consistency levels, any case (IllegalArgumentException otherwise). */
    public CosmosSettings withConsistency(String level) {
        return new CosmosSettings(endpoint, key, database, hostName, gatewayMode, endpointDiscovery, feedPollDelay,
                Optional.of(level), requestTimeout);
    }

    public CosmosSettings withRequestTimeout(Duration timeout) {
        return new CosmosSettings(endpoint, key, database, hostName, gatewayMode, endpointDiscovery, feedPollDelay, consistency,
                timeout);
    }

    Optional<ConsistencyLevel> consistencyLevel() {
        return consistency.map(CosmosSettings::consistencyLevel);
    }

    private static ConsistencyLevel consistencyLevel(String name) {
        String wanted = name.strip().replace("_", "").toLowerCase(Locale.ROOT);
        return Arrays.stream(ConsistencyLevel.values())
                .filter(level -> level.toString().replace("_", "").toLowerCase(Locale.ROOT).equals(wanted)
                        || level.name().replace("_", "").toLowerCase(Locale.ROOT).equals(wanted))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("must be one of " + Arrays.stream(ConsistencyLevel.values())
                        .map(ConsistencyLevel::toString).collect(Collectors.joining(", ")) + ", not '" + name + "'"));
    }

    @Override
    public String toString() {
        return "CosmosSettings[endpoint=" + endpoint + ", database=" + database + ", hostName=" + hostName
                + ", consistency=" + consistency.orElse("account default") + ", requestTimeout=" + requestTimeout + ", key=***]";
    }
}
