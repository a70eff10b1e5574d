package io.cosmosblog.bootstrap;

import io.cosmosblog.adapters.cosmos.CosmosSettings;
import io.cosmosblog.adapters.cosmos.provisioning.Provisioning;
import io.cosmosblog.adapters.cosmos.provisioning.Throughput;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;
import static io.cosmosblog.bootstrap.Variable.COSMOS_CONNECTION_MODE;
import static io.cosmosblog.bootstrap.Variable.COSMOS_CONSISTENCY;
import static io.cosmosblog.bootstrap.Variable.COSMOS_DATABASE;
import static io.cosmosblog.bootstrap.Variable.COSMOS_ENDPOINT;
import static io.cosmosblog.bootstrap.Variable.COSMOS_HTTP_CONNECTION_WITHOUT_TLS_ALLOWED;
import static io.cosmosblog.bootstrap.Variable.COSMOS_KEY;
import static io.cosmosblog.bootstrap.Variable.COSMOS_LEASE_EXPIRY_MS;
import static io.cosmosblog.bootstrap.Variable.COSMOS_PREFERRED_REGIONS;
import static io.cosmosblog.bootstrap.Variable.COSMOS_PROVISION;
import static io.cosmosblog.bootstrap.Variable.COSMOS_REQUEST_TIMEOUT_MS;
import static io.cosmosblog.bootstrap.Variable.COSMOS_THROUGHPUT;
import static io.cosmosblog.bootstrap.Variable.HOSTNAME;
import static io.cosmosblog.bootstrap.Variable.STORAGE;

/**
 * The Cosmos DB part of the environment: the {@code COSMOS_*} {@link Variable}s ({@code COSMOS_KEY} is
 * optional: without it, Microsoft Entra ID) and {@code HOSTNAME}.
 */
final class CosmosEnvironment {

    // The emulator and the local test server answer on one address only: no regional endpoints to discover.
    private static final Set<String> LOCAL_HOSTS = Set.of("localhost", "127.0.0.1", "[::1]");

    private CosmosEnvironment() {
    }

    static CosmosSettings read(Map<String, String> environment, int port) {
        return read(environment, port, System.getProperties());
    }

    static CosmosSettings read(Map<String, String> environment, int port, Properties jvm) {
        URI endpoint = endpoint(requiredEndpoint(environment));
        if ("http".equalsIgnoreCase(endpoint.getScheme()) && !plainHttpAllowed(environment, jvm)) {
            // Without the flag the SDK quietly talks https to an http endpoint and fails with a puzzling error.
            throw new InvalidSettingException(COSMOS_ENDPOINT + " is plain http: start java with "
                    + "-DCOSMOS.HTTP_CONNECTION_WITHOUT_TLS_ALLOWED=true or set " + COSMOS_HTTP_CONNECTION_WITHOUT_TLS_ALLOWED + "=true");
        }
        boolean local = LOCAL_HOSTS.contains(endpoint.getHost().toLowerCase(Locale.ROOT));
        if (local && orEmpty(COSMOS_KEY.in(environment)).isEmpty()) {
            // Without a key the SDK tries Microsoft Entra ID, which only Azure answers: pages of traces, no hint.
            throw new InvalidSettingException(COSMOS_KEY + " is required for a local endpoint (" + endpoint + "): "
                    + "Microsoft Entra ID signs in to Azure only; any base64 key works on the local test server, "
                    + "e.g. " + COSMOS_KEY + "=bG9jYWw=");
        }
        String database = orEmpty(COSMOS_DATABASE.in(environment));
        CosmosSettings settings = CosmosSettings.of(endpoint.toString(), key(COSMOS_KEY.in(environment)))
                .withDatabase(database.isEmpty() ? CosmosSettings.DEFAULT_DATABASE : database)
                .withHostName(hostName(environment, port))
                .withRequestTimeout(requestTimeout(COSMOS_REQUEST_TIMEOUT_MS.in(environment)))
                .withProvisioning(parsed(environment, COSMOS_PROVISION, Provisioning::parse, Provisioning.CREATE))
                .withThroughput(parsed(environment, COSMOS_THROUGHPUT, Throughput::parse, Throughput.NONE))
                .withPreferredRegions(preferredRegions(COSMOS_PREFERRED_REGIONS.in(environment)))
                .withLeaseExpiry(leaseExpiry(COSMOS_LEASE_EXPIRY_MS.in(environment)));
        settings = consistency(settings, COSMOS_CONSISTENCY.in(environment));
        settings = local ? settings.local() : settings;
        return connectionMode(settings, COSMOS_CONNECTION_MODE.in(environment));
    }

    /** Unset: direct on Azure, gateway for a local endpoint; set, whatever it says. */
    private static CosmosSettings connectionMode(CosmosSettings settings, String mode) {
        if (mode == null || mode.isBlank()) {
            return settings;
        }
        return switch (mode.strip().toLowerCase(Locale.ROOT)) {
            case "gateway" -> settings.withGatewayMode(true);
            case "direct" -> settings.withGatewayMode(false);
            default -> throw new InvalidSettingException(COSMOS_CONNECTION_MODE + " must be direct or gateway, not '" + mode + "'");
        };
    }

    /** Without a key the service signs in with Microsoft Entra ID; a key given must look like one. Never echoed. */
    private static Optional<String> key(String key) {
        if (key == null || key.isBlank()) {
            return Optional.empty();
        }
        if (!isBase64(key.strip())) {
            throw new InvalidSettingException(COSMOS_KEY + " must be the account's key as the portal shows it (base64), "
                    + "or unset to sign in with Microsoft Entra ID");
        }
        return Optional.of(key.strip());
    }

    /** {@code parse} throws IllegalArgumentException with what the setting takes; unset or blank: {@code otherwise}. */
    private static <T> T parsed(Map<String, String> environment, Variable name, Function<String, T> parse, T otherwise) {
        String value = name.in(environment);
        if (value == null || value.isBlank()) {
            return otherwise;
        }
        try {
            return parse.apply(value);
        } catch (IllegalArgumentException invalid) {
            throw new InvalidSettingException(name + " " + invalid.getMessage());
        }
    }

    private static List<String> preferredRegions(String value) {
        if (value == null || value.isBlank()) {
            return List.of();
        }
        List<String> regions = Arrays.stream(value.split(",", -1)).map(String::strip).toList();
        if (regions.stream().anyMatch(region -> !region.matches("[A-Za-z0-9][A-Za-z0-9 ()-]*"))) {
            throw new InvalidSettingException(COSMOS_PREFERRED_REGIONS + " must be region names separated by commas, "
                    + "e.g. 'West Europe,North Europe', not '" + value + "'");
        }
        return regions;
    }

    private static CosmosSettings consistency(CosmosSettings settings, String level) {
        if (level == null || level.isBlank()) {
            return settings;
        }
        try {
            return settings.withConsistency(level);
        } catch (IllegalArgumentException unknown) {
            throw new InvalidSettingException(COSMOS_CONSISTENCY + " " + unknown.getMessage());
        }
    }

    private static Duration requestTimeout(String millis) {
        if (millis == null || millis.isBlank()) {
            return CosmosSettings.DEFAULT_REQUEST_TIMEOUT;
        }
        if (!millis.strip().matches("[0-9]{1,7}") || Long.parseLong(millis.strip()) == 0) {
            throw new InvalidSettingException(COSMOS_REQUEST_TIMEOUT_MS + " must be a whole number of milliseconds from 1 to 9999999, not '"
                    + millis + "'");
        }
        return Duration.ofMillis(Long.parseLong(millis.strip()));
    }

    private static Duration leaseExpiry(String millis) {
        if (millis == null || millis.isBlank()) {
            return CosmosSettings.DEFAULT_LEASE_EXPIRY;
        }
        if (!millis.strip().matches("[0-9]{1,7}") || Long.parseLong(millis.strip()) < 1000) {
            throw new InvalidSettingException(COSMOS_LEASE_EXPIRY_MS + " must be a whole number of milliseconds from 1000 to 9999999, not '"
                    + millis + "'");
        }
        return Duration.ofMillis(Long.parseLong(millis.strip()));
    }

    private static boolean plainHttpAllowed(Map<String, String> environment, Properties jvm) {
        return Boolean.parseBoolean(jvm.getProperty("COSMOS.HTTP_CONNECTION_WITHOUT_TLS_ALLOWED"))
                || Boolean.parseBoolean(COSMOS_HTTP_CONNECTION_WITHOUT_TLS_ALLOWED.in(environment));
    }

    // The SDK signs every request with the decoded key and fails obscurely on anything else.
    private static boolean isBase64(String key) {
        try {
            return Base64.getDecoder().decode(key).length >= 2;
        } catch (IllegalArgumentException notBase64) {
            return false;
        }
    }

    /** The endpoint, or a refusal that says what to set: a new user meets it first when they try Cosmos DB. */
    private static String requiredEndpoint(Map<String, String> environment) {
        String value = COSMOS_ENDPOINT.in(environment);
        if (value == null || value.isBlank()) {
            throw new InvalidSettingException(COSMOS_ENDPOINT + " must be set when " + STORAGE + "=cosmos (or copy names "
                    + "cosmos): set " + COSMOS_ENDPOINT + " to the account's URL, e.g. https://my-account.documents.azure.com:443/, "
                    + "and " + COSMOS_KEY + " to its key (unset: Microsoft Entra ID); for the local test server on plain http, "
                    + "e.g. " + COSMOS_ENDPOINT + "=http://127.0.0.1:8091 " + COSMOS_KEY + "=bG9jYWw= "
                    + COSMOS_HTTP_CONNECTION_WITHOUT_TLS_ALLOWED + "=true");
        }
        return value.strip();
    }

    private static String orEmpty(String value) {
        return value == null ? "" : value.strip();
    }

    private static URI endpoint(String value) {
        try {
            URI uri = new URI(value);
            if (uri.getHost() != null && ("https".equalsIgnoreCase(uri.getScheme()) || "http".equalsIgnoreCase(uri.getScheme()))) {
                return uri;
            }
        } catch (URISyntaxException malformed) {
            // answered below, with the setting's name
        }
        throw new InvalidSettingException(COSMOS_ENDPOINT + " must be the account's URL, e.g. "
                + "https://my-account.documents.azure.com:443/, not '" + value + "'");
    }

    /**
     * Change feed leases belong to a host name: a stable one (the pod's or machine's name and the
     * port) lets a restarted instance take its own leases back at once instead of waiting for them to expire.
     */
    private static String hostName(Map<String, String> environment, int port) {
        String host = orEmpty(HOSTNAME.in(environment));
        if (host.isEmpty()) {
            try {
                host = InetAddress.getLocalHost().getHostName();
            } catch (UnknownHostException unnamed) {
                host = "localhost";
            }
        }
        // With PORT=0 every instance on the machine would be "host:0": each needs a name of its own.
        return host + ":" + (port == 0 ? "any-" + UUID.randomUUID() : String.valueOf(port));
    }
}
