package io.cosmosblog.bootstrap;

import io.cosmosblog.adapters.cosmos.CosmosSettings;
import io.cosmosblog.adapters.inmemory.capacity.HeapAndDiskMarks;
import io.cosmosblog.application.port.DataModel;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The service's configuration, read once from the environment.
 *
 * @param cosmos where the Cosmos DB account is; present exactly when {@code storage} is Cosmos
 * @param dataDir where the local store keeps its data (used only when {@code storage} is local)
 * @param protection token lifetime, management port, rate limits
 * @param model which of the article's three designs the storage is laid out in (V3 unless told)
 * @param room how full the local and in-memory stores may get before they refuse writes
 */
public record Settings(int port, StorageKind storage, Optional<CosmosSettings> cosmos, Path dataDir, Protection protection,
        DataModel model, HeapAndDiskMarks room) {

    public Settings {
        if (port < 0 || port > 65_535) {
            throw new InvalidSettingException(Variable.PORT + " must be from 0 to 65535, not " + port);
        }
        if (cosmos.isPresent() != (storage == StorageKind.COSMOS)) {
            throw new IllegalArgumentException("Cosmos DB settings go with " + Variable.STORAGE + "=cosmos, and only with it");
        }
        Objects.requireNonNull(dataDir, "dataDir");
        Objects.requireNonNull(protection, "protection");
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(room, "room");
    }

    /** With the default room. */
    public Settings(int port, StorageKind storage, Optional<CosmosSettings> cosmos, Path dataDir, Protection protection,
            DataModel model) {
        this(port, storage, cosmos, dataDir, protection, model, HeapAndDiskMarks.DEFAULT);
    }

    /** The article's V3 model. */
    public Settings(int port, StorageKind storage, Optional<CosmosSettings> cosmos, Path dataDir, Protection protection) {
        this(port, storage, cosmos, dataDir, protection, DataModel.DEFAULT);
    }

    /** A blog a program starts ({@link Protection#embedded()}). */
    public Settings(int port, StorageKind storage, Optional<CosmosSettings> cosmos, Path dataDir) {
        this(port, storage, cosmos, dataDir, Protection.embedded());
    }

    /** Storage with the default data directory. */
    public Settings(int port, StorageKind storage, Optional<CosmosSettings> cosmos) {
        this(port, storage, cosmos, Path.of(Variable.DEFAULT_DATA_DIR));
    }

    /** Storage without settings of its own (in memory, or local in the default data directory). */
    public Settings(int port, StorageKind storage) {
        this(port, storage, Optional.empty());
    }

    public static Settings onCosmos(int port, CosmosSettings cosmos) {
        return new Settings(port, StorageKind.COSMOS, Optional.of(cosmos));
    }

    public static Settings fromEnvironment(Map<String, String> environment) {
        int port = port(Variable.PORT.in(environment));
        StorageKind storage = StorageKind.named(Variable.STORAGE.in(environment));
        Path dataDir = dataDir(Variable.DATA_DIR.in(environment));
        Optional<CosmosSettings> cosmos = storage == StorageKind.COSMOS
                ? Optional.of(CosmosEnvironment.read(environment, port))
                : Optional.empty();
        return new Settings(port, storage, cosmos, dataDir, ProtectionEnvironment.read(environment, port),
                model(Variable.MODEL.in(environment)), CapacityEnvironment.fromEnvironment(environment));
    }

    /** The same blog on another port (0: any free one), as the benchmark and tests start it. */
    public Settings withPort(int newPort) {
        return new Settings(newPort, storage, cosmos, dataDir, protection, model, room);
    }

    /** The same blog keeping its data (when local) in {@code directory}. */
    public Settings withDataDir(Path directory) {
        return new Settings(port, storage, cosmos, directory, protection, model, room);
    }

    /** The same blog protected otherwise. */
    public Settings withProtection(Protection newProtection) {
        return new Settings(port, storage, cosmos, dataDir, newProtection, model, room);
    }

    /** The same, for an operator's tool beside running instances: on Cosmos DB its requests yield to the users'. */
    public Settings asBackgroundWork() {
        return new Settings(port, storage, cosmos.map(CosmosSettings::asBackgroundWork), dataDir, protection, model, room);
    }

    /** The same blog laid out in another of the article's designs. */
    public Settings withModel(DataModel newModel) {
        return new Settings(port, storage, cosmos, dataDir, protection, newModel, room);
    }

    /** The same blog with other high-water marks for the local and in-memory stores. */
    public Settings withRoom(HeapAndDiskMarks newRoom) {
        return new Settings(port, storage, cosmos, dataDir, protection, model, newRoom);
    }

    private static DataModel model(String value) {
        if (value == null || value.isBlank()) {
            return DataModel.DEFAULT;
        }
        try {
            return DataModel.named(value);
        } catch (IllegalArgumentException e) {
            throw new InvalidSettingException(Variable.MODEL + " must be " + DataModel.labels() + ", not '" + value.strip() + "'");
        }
    }

    private static Path dataDir(String value) {
        if (value == null || value.isBlank()) {
            return Path.of(Variable.DEFAULT_DATA_DIR);
        }
        try {
            return Path.of(value.strip());
        } catch (InvalidPathException e) {
            throw new InvalidSettingException(Variable.DATA_DIR + " must be a directory's path, not '" + value + "': " + e.getReason());
        }
    }

    private static int port(String value) {
        if (value == null || value.isBlank()) {
            return Variable.DEFAULT_PORT;
        }
        if (!value.strip().matches("[0-9]{1,5}")) {
            throw new InvalidSettingException(Variable.PORT + " must be a number from 0 to 65535, not '" + value + "'");
        }
        return Integer.parseInt(value.strip());
    }
}
