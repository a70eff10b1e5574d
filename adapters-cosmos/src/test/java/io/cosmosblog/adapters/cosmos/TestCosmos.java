package io.cosmosblog.adapters.cosmos;

/**
 * The Cosmos DB account of the tests, for other modules' tests (the service's API suites): the
 * account named by {@code COSMOS_ENDPOINT} and {@code COSMOS_KEY} when set, otherwise the local
 * test server, started once per JVM: the face other modules use, so that {@link TestAccount} can change with this module.
 */
public final class TestCosmos {

    private TestCosmos() {
    }

    /** Settings for a database nobody else uses (created by the storage that opens it). */
    public static CosmosSettings freshDatabase() {
        return TestAccount.shared().freshDatabase();
    }

    /** Deletes the database of {@code settings}, best effort. */
    public static void drop(CosmosSettings settings) {
        TestAccount.shared().drop(settings.database());
    }
}
