package io.cosmosblog.bootstrap;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Where the blog keeps its data, chosen with {@code STORAGE}: on this machine's disk (the default,
 * in {@code DATA_DIR}), in this process only (nothing kept), or on Azure Cosmos DB.
 */
public enum StorageKind {
    LOCAL,
    INMEMORY,
    COSMOS;

    static StorageKind named(String value) {
        if (value == null || value.isBlank()) {
            return LOCAL;
        }
        return Arrays.stream(values())
                .filter(kind -> kind.settingValue().equals(value.strip().toLowerCase(Locale.ROOT)))
                .findFirst()
                .orElseThrow(() -> new InvalidSettingException(
                        "STORAGE must be one of " + choices() + ", not '" + value + "'"));
    }

    public String settingValue() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** As a report's title names it: "in memory", "the local store (on disk)", "Cosmos DB". */
    public String inWords() {
        return switch (this) {
            case LOCAL -> "the local store (on disk)";
            case INMEMORY -> "in memory";
            case COSMOS -> "Cosmos DB";
        };
    }

    private static String choices() {
        return Arrays.stream(values()).map(StorageKind::settingValue).collect(Collectors.joining(", "));
    }
}
