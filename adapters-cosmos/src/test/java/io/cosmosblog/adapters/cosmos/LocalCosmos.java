package io.cosmosblog.adapters.cosmos;

import com.azure.cosmos.models.CosmosQueryRequestOptions;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A local test server of a test's own, started with options such as {@code --partitions 3}, for
 * other modules' tests (the scale-out suite); closing it stops the server.
 */
public final class LocalCosmos implements AutoCloseable {

    private final TestAccount account;

    private LocalCosmos(TestAccount account) {
        this.account = account;
    }

    public static LocalCosmos start(String... options) {
        return new LocalCosmos(TestAccount.localServer(options));
    }

    /** Settings for a database nobody else uses (created by the storage that opens it). */
    public CosmosSettings freshDatabase() {
        return account.freshDatabase();
    }

    public String endpoint() {
        return account.endpoint();
    }

    /** The account key the server takes (any; this is the emulator's). */
    public String key() {
        return CosmosTestServer.KEY;
    }

    /** The faults this server injects. */
    public TestFaults faults() {
        return new TestFaults(account.endpoint());
    }

    /**
     * Switches the account property disableKeyBasedMetadataWriteAccess: on, metadata writes
     * signed with the key are refused (403), as on an account locked down that way.
     */
    public void refuseKeyBasedMetadataWrites(boolean refuse) {
        String admin = account.endpoint().endsWith("/") ? account.endpoint() + "_test/access" : account.endpoint() + "/_test/access";
        try {
            var response = java.net.http.HttpClient.newHttpClient().send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(admin))
                    .PUT(java.net.http.HttpRequest.BodyPublishers.ofString("{\"disableKeyBasedMetadataWriteAccess\":" + refuse + "}"))
                    .header("Content-Type", "application/json").build(), java.net.http.HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200) {
                throw new IllegalStateException("the test server refused: " + response.statusCode() + " " + response.body());
            }
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Each change feed lease of the database, by id, with the host name that holds it ("" when none does). */
    public Map<String, String> leaseOwners(CosmosSettings database) {
        List<JsonNode> leases = account.admin().getDatabase(database.database()).getContainer("leases")
                .queryItems("SELECT c.id, c.Owner FROM c WHERE IS_DEFINED(c.LeaseToken)", new CosmosQueryRequestOptions(), JsonNode.class)
                .collectList().block();
        Map<String, String> owners = new TreeMap<>();
        leases.forEach(lease -> owners.put(lease.get("id").asText(), lease.path("Owner").asText("")));
        return owners;
    }

    /** Every item of every container of the database, by container and id, as stored (its ETag and time included). */
    public Map<String, String> items(CosmosSettings database) {
        var db = account.admin().getDatabase(database.database());
        Map<String, String> items = new TreeMap<>();
        for (var container : db.readAllContainers().collectList().block()) {
            db.getContainer(container.getId()).queryItems("SELECT * FROM c", new CosmosQueryRequestOptions(), JsonNode.class)
                    .collectList().block()
                    .forEach(item -> items.put(container.getId() + "/" + item.path("id").asText() + "/" + item.path("userId").asText()
                            + item.path("postId").asText(), item.toString()));
        }
        return items;
    }

    @Override
    public void close() {
        account.close();
    }
}
