package io.cosmosblog.adapters.cosmos;

import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.models.CosmosQueryRequestOptions;
import com.azure.cosmos.models.CosmosStoredProcedureRequestOptions;
import com.azure.cosmos.models.PartitionKey;
import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.cosmos.items.Json;
import java.util.List;

/** Looks at a test database behind the adapter's back: whole partitions, and scripts run directly. */
public final class Inspect {

    private final TestAccount account;
    private final String database;

    public Inspect(TestAccount account, CosmosSettings settings) {
        this.account = account;
        this.database = settings.database();
    }

    public CosmosAsyncContainer container(String name) {
        return account.admin().getDatabase(database).getContainer(name);
    }

    List<JsonNode> partition(String container, String key) {
        return container(container).queryItems("SELECT * FROM c",
                new CosmosQueryRequestOptions().setPartitionKey(new PartitionKey(key)), JsonNode.class)
                .collectList().block();
    }

    JsonNode runScript(String script, String key, Object... args) {
        CosmosStoredProcedureRequestOptions options = new CosmosStoredProcedureRequestOptions();
        options.setPartitionKey(new PartitionKey(key));
        return Json.parse(container("posts").getScripts().getStoredProcedure(script)
                .execute(List.of(args), options).block().getResponseAsString());
    }
}
