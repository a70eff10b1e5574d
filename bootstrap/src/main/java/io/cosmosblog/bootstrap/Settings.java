package io.cosmosblog.bootstrap;

import java.util.Map;

/** The service's configuration, read once from the environment. */
public record Settings(int port, StorageKind storage) {

    static final int DEFAULT_PORT = 8080;

    public Settings {
        if (port < 0 || port > 65_535) {
            throw new InvalidSettingException("PORT must be from 0 to 65535, not " + port);
        }
    }

    public static Settings fromEnvironment(Map<String, String> environment) {
        return new Settings(port(environment.get("PORT")), StorageKind.named(environment.get("STORAGE")));
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
