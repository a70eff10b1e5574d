package io.cosmosblog.adapters.cosmos;

import java.time.Duration;
import java.util.Objects;
import java.util.UUID;

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
 */
public record CosmosSettings(
        String endpoint, String key, String database, String hostName, boolean gatewayMode, boolean endpointDiscovery,
        Duration feedPollDelay) {

    public static final String DEFAULT_DATABASE = "blog";

    public CosmosSettings {
        Objects.requireNonNull(endpoint, "endpoint");
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(database, "database");
        Objects.requireNonNull(hostName, "hostName");
        Objects.requireNonNull(feedPollDelay, "feedPollDelay");
    }

    /** An Azure account: database {@value #DEFAULT_DATABASE}, gateway mode, a random host name, 1 s poll delay. */
    public static CosmosSettings of(String endpoint, String key) {
        return new CosmosSettings(endpoint, key, DEFAULT_DATABASE, "host-" + UUID.randomUUID(), true, true,
                Duration.ofSeconds(1));
    }

    /** The emulator or a local test server: one endpoint only, no regional discovery. */
    public CosmosSettings local() {
        return new CosmosSettings(endpoint, key, database, hostName, true, false, feedPollDelay);
    }

    public CosmosSettings withDatabase(String name) {
        return new CosmosSettings(endpoint, key, name, hostName, gatewayMode, endpointDiscovery, feedPollDelay);
    }

    public CosmosSettings withHostName(String name) {
        return new CosmosSettings(endpoint, key, database, name, gatewayMode, endpointDiscovery, feedPollDelay);
    }

    public CosmosSettings withFeedPollDelay(Duration delay) {
        return new CosmosSettings(endpoint, key, database, hostName, gatewayMode, endpointDiscovery, delay);
    }

    @Override
    public String toString() {
        return "CosmosSettings[endpoint=" + endpoint + ", database=" + database + ", hostName=" + hostName + ", key=***]";
    }
}
