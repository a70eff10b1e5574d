package io.cosmosblog.adapters.cosmos.provisioning;

import java.util.Locale;

/**
 * What the service may change in the account at start ({@code COSMOS_PROVISION}).
 */
public enum Provisioning {
    /**
     * Create the database, containers and scripts that are missing, and add to an indexing policy
     * what this build's queries need; never remove an index (another build sharing the container,
     * an older one in a rolling deploy, may need it), and log what is there beyond the need.
     */
    CREATE,
    /** As {@link #CREATE}, but replace every indexing policy that differs with this build's own, removing what it does not need. */
    MIGRATE,
    /**
     * Create and change nothing: check that everything is there as intended and stop the start
     * with one message listing every difference. The only mode that starts on an account whose
     * data-plane role cannot write metadata (Microsoft Entra ID with Cosmos DB Built-in Data Contributor).
     */
    VERIFY;

    /** {@code create}, {@code migrate} or {@code verify}, any case; IllegalArgumentException otherwise. */
    public static Provisioning parse(String value) {
        return switch (value.strip().toLowerCase(Locale.ROOT)) {
            case "create" -> CREATE;
            case "migrate" -> MIGRATE;
            case "verify" -> VERIFY;
            default -> throw new IllegalArgumentException("must be create, migrate or verify, not '" + value + "'");
        };
    }

    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
