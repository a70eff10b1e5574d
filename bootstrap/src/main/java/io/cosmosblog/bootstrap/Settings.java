package io.cosmosblog.bootstrap;

import io.cosmosblog.adapters.cosmos.CosmosSettings;
import java.util.Map;
import java.util.Optional;

/**
 * The service's configuration, read once from the environment.
 *
 * @param cosmos where the Cosmos DB account is; present exactly when {@code storage} is Cosmos
 */
public record Settings(int port, StorageKind storage, Optional<CosmosSettings> cosmos) {

    static final int DEFAULT_PORT = 8080;

    public Settings {
        if (port < 0 || port > 65_535) {
            throw new InvalidSettingException("PORT must be from 0 to 65535, not " + port);
        }
        if (cosmos.isPresent() != (storage == StorageKind.COSMOS)) {
            throw new IllegalArgumentException("Cosmos DB settings go with STORAGE=cosmos, and only with it");
        }
    }

    /** Storage without settings of its own (in memory). */
    public Settings(int port, StorageKind storage) {
        this(port, storage, Optional.empty());
    }

    public static Settings onCosmos(int port, CosmosSettings cosmos) {
        return new Settings(port, StorageKind.COSMOS, Optional.of(cosmos));
    }

    public static Settings fromEnvironment(Map<String, String> environment) {
        int port = port(environment.get("PORT"));
        StorageKind storage = StorageKind.named(environment.get("STORAGE"));
        return storage == StorageKind.COSMOS
                ? onCosmos(port, CosmosEnvironment.read(environment, port))
                : new Settings(port, storage);
    }

    /** The same blog on another port (0: any free one), as the benchmark and tests start it. */
    public Settings withPort(int newPort) {
        return new Settings(newPort, storage, cosmos);
    }

    private static int port(String value) {
        if (value == null || value.isBlank()) {
            return DEFAULT_PORT;
        }
        if (!value.strip().matches("[0-9]{1,5}")) {
            throw new InvalidSettingException("PORT must be a number from 0 to 65535, not '" + value + "'");
        }
        return Integer.parseInt(value.strip());
    }
}
