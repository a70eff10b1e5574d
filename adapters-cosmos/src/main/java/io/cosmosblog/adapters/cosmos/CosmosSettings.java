package io.cosmosblog.adapters.cosmos;

import com.azure.core.credential.TokenCredential;
import com.azure.cosmos.ConsistencyLevel;
import io.cosmosblog.adapters.cosmos.provisioning.Provisioning;
import io.cosmosblog.adapters.cosmos.provisioning.Throughput;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * Where the Cosmos DB account is and how this instance uses it.
 *
 * @param endpoint       the account's URI, e.g. {@code https://my-account.documents.azure.com:443/}
 * @param accountKey     the account key; empty: sign in with Microsoft Entra ID (DefaultAzureCredential)
 * @param database       the database holding the five containers
 * @param hostName       this instance's name among the change feed processors sharing the leases
 * @param gatewayMode    gateway (HTTPS) rather than direct (TCP) connections; local servers need it, Azure gets direct
 * @param endpointDiscovery  follow the account's regional endpoints; off for a local server
 * @param feedPollDelay  how long a change feed processor waits when it found no changes
 * @param consistency    a consistency level for this client (weaker than the account's only); empty: the account's default
 * @param requestTimeout the longest one store operation may take, the SDK's retries of throttling included;
 *                       past it the request is answered "busy, try again" instead of holding its thread
 * @param provisioning   create what is missing at start, or only verify that it is there
 * @param throughput     what a container gets when this service creates it
 * @param preferredRegions the regions to use first, in order (e.g. "West Europe"); empty: the account's own order
 * @param leaseExpiry    how long a change feed lease stays an instance's without renewal: after a crash, how long
 *                       until another instance takes its share of the projections over (renewed every half of it)
 * @param identity       without a key, who signs in with Microsoft Entra ID; empty: DefaultAzureCredential
 * @param background     every request of this client yields to the users' (low priority): an operator's tool
 *                       (rebuild, parked replay) beside running instances
 */
public record CosmosSettings(
        String endpoint, Optional<String> accountKey, String database, String hostName, boolean gatewayMode,
        boolean endpointDiscovery, Duration feedPollDelay, Optional<String> consistency, Duration requestTimeout,
        Provisioning provisioning, Throughput throughput, List<String> preferredRegions, Duration leaseExpiry,
        Optional<TokenCredential> identity, boolean background) {

    public static final String DEFAULT_DATABASE = "blog";
    public static final Duration DEFAULT_REQUEST_TIMEOUT = Duration.ofSeconds(10);
    /** The SDK's own default. */
    public static final Duration DEFAULT_LEASE_EXPIRY = Duration.ofSeconds(60);
    private static final Duration SHORTEST_LEASE_EXPIRY = Duration.ofSeconds(1);

    public CosmosSettings {
        Objects.requireNonNull(endpoint, "endpoint");
        Objects.requireNonNull(accountKey, "accountKey");
        Objects.requireNonNull(database, "database");
        Objects.requireNonNull(hostName, "hostName");
        Objects.requireNonNull(feedPollDelay, "feedPollDelay");
        Objects.requireNonNull(provisioning, "provisioning");
        Objects.requireNonNull(throughput, "throughput");
        Objects.requireNonNull(identity, "identity");
        if (accountKey.isPresent() && identity.isPresent()) {
            throw new IllegalArgumentException("an account key or an identity, not both");
        }
        consistency = consistency.map(CosmosSettings::consistencyLevel).map(ConsistencyLevel::toString);
        preferredRegions = List.copyOf(preferredRegions);
        if (preferredRegions.stream().anyMatch(String::isBlank)) {
            throw new IllegalArgumentException("a preferred region needs a name");
        }
        if (requestTimeout.isNegative() || requestTimeout.isZero()) {
            throw new IllegalArgumentException("the request timeout must be positive");
        }
        if (leaseExpiry.compareTo(SHORTEST_LEASE_EXPIRY) < 0) {
            throw new IllegalArgumentException("the lease expiry must be at least " + SHORTEST_LEASE_EXPIRY.toMillis() + " ms");
        }
    }

    /**
     * An Azure account signed in to with its key: database {@value #DEFAULT_DATABASE}, direct mode,
     * a random host name, 1 s poll delay, the account's consistency, create what is missing, no throughput of its own.
     */
    public static CosmosSettings of(String endpoint, String key) {
        return of(endpoint, Optional.of(Objects.requireNonNull(key, "key")));
    }

    /** As {@link #of(String, String)}; without a key the client signs in with Microsoft Entra ID. */
    public static CosmosSettings of(String endpoint, Optional<String> key) {
        return new CosmosSettings(endpoint, key, DEFAULT_DATABASE, "host-" + UUID.randomUUID(), false, true,
                Duration.ofSeconds(1), Optional.empty(), DEFAULT_REQUEST_TIMEOUT, Provisioning.CREATE, Throughput.NONE, List.of(),
                DEFAULT_LEASE_EXPIRY, Optional.empty(), false);
    }

    /**
     * The account key, for callers that cannot do without one (test fixtures, tools).
     *
     * @throws IllegalStateException when this client signs in with Microsoft Entra ID
     */
    public String key() {
        return accountKey.orElseThrow(() -> new IllegalStateException("no account key: this client signs in with Microsoft Entra ID"));
    }

    /** The emulator or a local test server: one endpoint only, no regional discovery, gateway mode. */
    public CosmosSettings local() {
        return edit(draft -> {
            draft.gatewayMode = true;
            draft.endpointDiscovery = false;
        });
    }

    public CosmosSettings withDatabase(String name) {
        return edit(draft -> draft.database = name);
    }

    public CosmosSettings withHostName(String name) {
        return edit(draft -> draft.hostName = name);
    }

    public CosmosSettings withFeedPollDelay(Duration delay) {
        return edit(draft -> draft.feedPollDelay = delay);
    }

    /** {@code level}: one of Cosmos DB's consistency levels, any case (IllegalArgumentException otherwise). */
    public CosmosSettings withConsistency(String level) {
        return edit(draft -> draft.consistency = Optional.of(level));
    }

    public CosmosSettings withRequestTimeout(Duration timeout) {
        return edit(draft -> draft.requestTimeout = timeout);
    }

    public CosmosSettings withProvisioning(Provisioning mode) {
        return edit(draft -> draft.provisioning = mode);
    }

    public CosmosSettings withThroughput(Throughput rate) {
        return edit(draft -> draft.throughput = rate);
    }

    public CosmosSettings withPreferredRegions(List<String> regions) {
        return edit(draft -> draft.preferredRegions = regions);
    }

    /** Gateway (HTTPS, port 443 only: for networks that allow nothing else) or direct (TCP to the replicas). */
    public CosmosSettings withGatewayMode(boolean gateway) {
        return edit(draft -> draft.gatewayMode = gateway);
    }

    public CosmosSettings withLeaseExpiry(Duration expiry) {
        return edit(draft -> draft.leaseExpiry = expiry);
    }

    /** The same, for a client that only does background work: every request at low priority. */
    public CosmosSettings asBackgroundWork() {
        return edit(draft -> draft.background = true);
    }

    /** The same account, signed in as {@code credential} with Microsoft Entra ID instead of with the key. */
    public CosmosSettings signedInAs(TokenCredential credential) {
        return edit(draft -> {
            draft.accountKey = Optional.empty();
            draft.identity = Optional.of(credential);
        });
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

    private CosmosSettings edit(Consumer<Draft> change) {
        Draft draft = new Draft(this);
        change.accept(draft);
        return new CosmosSettings(draft.endpoint, draft.accountKey, draft.database, draft.hostName, draft.gatewayMode,
                draft.endpointDiscovery, draft.feedPollDelay, draft.consistency, draft.requestTimeout, draft.provisioning,
                draft.throughput, draft.preferredRegions, draft.leaseExpiry, draft.identity, draft.background);
    }

    /** The settings being changed by one {@code with…} call; the record's constructor checks the result. */
    private static final class Draft {
        final String endpoint;
        Optional<String> accountKey;
        Optional<TokenCredential> identity;
        String database;
        String hostName;
        boolean gatewayMode;
        boolean endpointDiscovery;
        Duration feedPollDelay;
        Optional<String> consistency;
        Duration requestTimeout;
        Provisioning provisioning;
        Throughput throughput;
        List<String> preferredRegions;
        Duration leaseExpiry;
        boolean background;

        Draft(CosmosSettings from) {
            endpoint = from.endpoint;
            accountKey = from.accountKey;
            database = from.database;
            hostName = from.hostName;
            gatewayMode = from.gatewayMode;
            endpointDiscovery = from.endpointDiscovery;
            feedPollDelay = from.feedPollDelay;
            consistency = from.consistency;
            requestTimeout = from.requestTimeout;
            provisioning = from.provisioning;
            throughput = from.throughput;
            preferredRegions = from.preferredRegions;
            leaseExpiry = from.leaseExpiry;
            identity = from.identity;
            background = from.background;
        }
    }

    @Override
    public String toString() {
        return "CosmosSettings[endpoint=" + endpoint + ", database=" + database + ", hostName=" + hostName
                + ", consistency=" + consistency.orElse("account default") + ", requestTimeout=" + requestTimeout
                + ", leaseExpiry=" + leaseExpiry + ", provisioning=" + provisioning + ", throughput=" + throughput + ", preferredRegions=" + preferredRegions
                + ", " + (gatewayMode ? "gateway" : "direct") + " mode, "
                + (accountKey.isPresent() ? "key=***" : "Microsoft Entra ID") + "]";
    }
}
