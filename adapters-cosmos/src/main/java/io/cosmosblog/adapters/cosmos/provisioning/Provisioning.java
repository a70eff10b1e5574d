package io.cosmosblog.adapters.cosmos.provisioning;

import java.util.Locale;

/**
 * What the service may change in the account at start ({@code COSMOS_PROVISION}).
 */
public enum Provisioning {
    /** Create the database, containers and scripts that are missing; bring indexing policies to the intended ones. */
    CREATE,
    /**
     * Create and change nothing: check that everything is there as intended and stop the start
     * with one message listing every difference. The only mode that starts on an account whose
     * data-plane role cannot write metadata (Microsoft Entra ID with Cosmos DB Built-in Data Contributor).
     */
    VERIFY;

    /** {@code create} or {@code verify}, any case; IllegalArgumentException otherwise. */
    public static Provisioning parse(String value) {
        return switch (value.strip().toLowerCase(Locale.ROOT)) {
            case "create" -> CREATE;
            case "verify" -> VERIFY;
            default -> throw new IllegalArgumentException("must be create or verify, not '" + value + "'");
        };
    }

    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
