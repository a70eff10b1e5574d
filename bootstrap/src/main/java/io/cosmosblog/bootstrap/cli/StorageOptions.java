package io.cosmosblog.bootstrap.cli;

import io.cosmosblog.bootstrap.Settings;
import java.util.HashMap;
import java.util.Map;
import picocli.CommandLine.Option;

/**
 * Where the blog runs and keeps its data. Every option falls back to the environment variable of
 * the same meaning, so a container can be configured either way; an option given wins.
 */
final class StorageOptions {

    @Option(names = "--port", paramLabel = "N", defaultValue = "${env:PORT}",
            description = "HTTP port, 0 for any free one (env PORT; default 8080)")
    String port;

    @Option(names = "--storage", paramLabel = "KIND", defaultValue = "${env:STORAGE}",
            description = "inmemory or cosmos (env STORAGE; default inmemory)")
    String storage;

    @Option(names = "--cosmos-endpoint", paramLabel = "URL", defaultValue = "${env:COSMOS_ENDPOINT}",
            description = "the account, e.g. https://my-account.documents.azure.com:443/ (env COSMOS_ENDPOINT)")
    String cosmosEndpoint;

    @Option(names = "--cosmos-database", paramLabel = "NAME", defaultValue = "${env:COSMOS_DATABASE}",
            description = "database for the containers (env COSMOS_DATABASE; default blog)")
    String cosmosDatabase;

    @Option(names = "--cosmos-consistency", paramLabel = "LEVEL", defaultValue = "${env:COSMOS_CONSISTENCY}",
            description = "Session, Eventual, ConsistentPrefix, BoundedStaleness or Strong (env COSMOS_CONSISTENCY; "
                    + "default: the account's)")
    String cosmosConsistency;

    @Option(names = "--cosmos-request-timeout-ms", paramLabel = "MS", defaultValue = "${env:COSMOS_REQUEST_TIMEOUT_MS}",
            description = "longest one store operation may take, retries included (env COSMOS_REQUEST_TIMEOUT_MS; default 10000)")
    String cosmosRequestTimeoutMs;

    @Option(names = "--cosmos-provision", paramLabel = "MODE", defaultValue = "${env:COSMOS_PROVISION}",
            description = "create (what is missing, and fix indexing policies) or verify (change nothing, stop when "
                    + "anything is missing or different) (env COSMOS_PROVISION; default create)")
    String cosmosProvision;

    @Option(names = "--cosmos-throughput", paramLabel = "RATE", defaultValue = "${env:COSMOS_THROUGHPUT}",
            description = "for containers this service creates: none, manual:<RU/s> or autoscale:<max RU/s> "
                    + "(env COSMOS_THROUGHPUT; default none: serverless or the database's shared throughput)")
    String cosmosThroughput;

    @Option(names = "--cosmos-preferred-regions", paramLabel = "REGIONS", defaultValue = "${env:COSMOS_PREFERRED_REGIONS}",
            description = "regions to use first, comma-separated, e.g. \"West Europe,North Europe\" "
                    + "(env COSMOS_PREFERRED_REGIONS; default: the account's order)")
    String cosmosPreferredRegions;

    @Option(names = "--cosmos-lease-expiry-ms", paramLabel = "MS", defaultValue = "${env:COSMOS_LEASE_EXPIRY_MS}",
            description = "how long a change feed lease stays a crashed instance's before another takes it over "
                    + "(env COSMOS_LEASE_EXPIRY_MS; default 60000)")
    String cosmosLeaseExpiryMs;

    @Option(names = "--cosmos-connection-mode", paramLabel = "MODE", defaultValue = "${env:COSMOS_CONNECTION_MODE}",
            description = "direct (TCP to the replicas) or gateway (HTTPS on port 443 only) "
                    + "(env COSMOS_CONNECTION_MODE; default direct on Azure, gateway for a local endpoint)")
    String cosmosConnectionMode;

    /** The environment with the options given on the command line laid over it; the key stays in the environment. */
    Settings settings(Map<String, String> environment) {
        Map<String, String> merged = new HashMap<>(environment);
        put(merged, "PORT", port);
        put(merged, "STORAGE", storage);
        put(merged, "COSMOS_ENDPOINT", cosmosEndpoint);
        put(merged, "COSMOS_DATABASE", cosmosDatabase);
        put(merged, "COSMOS_CONSISTENCY", cosmosConsistency);
        put(merged, "COSMOS_REQUEST_TIMEOUT_MS", cosmosRequestTimeoutMs);
        put(merged, "COSMOS_PROVISION", cosmosProvision);
        put(merged, "COSMOS_THROUGHPUT", cosmosThroughput);
        put(merged, "COSMOS_PREFERRED_REGIONS", cosmosPreferredRegions);
        put(merged, "COSMOS_LEASE_EXPIRY_MS", cosmosLeaseExpiryMs);
        put(merged, "COSMOS_CONNECTION_MODE", cosmosConnectionMode);
        return Settings.fromEnvironment(merged);
    }

    private static void put(Map<String, String> environment, String name, String value) {
        if (value != null) {
            environment.put(name, value);
        }
    }
}
