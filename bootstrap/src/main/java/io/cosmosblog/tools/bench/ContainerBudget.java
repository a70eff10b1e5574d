package io.cosmosblog.tools.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cosmosblog.adapters.cosmos.CosmosSettings;
import io.cosmosblog.adapters.cosmos.provisioning.Throughput;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.function.Supplier;

/**
 * What one container of a run could serve: its physical partitions and RU/s, and who says so.
 * The run's own {@code COSMOS_THROUGHPUT}, when set: its containers are new, created with it; else,
 * on the project's test server (which serves no throughput reads), the budget it was started with
 * ({@code --throughput}), from its {@code /_test/budget}; else the account, from its throughput reads.
 *
 * @param source who says: "COSMOS_THROUGHPUT", "the test server's budget", "the account"; with no RU/s, why
 *               (the test server without a budget), or "" when nobody says
 */
record ContainerBudget(String container, int physicalPartitions, OptionalInt ruPerSecond, String source) {

    private static final Duration ASK_FOR = Duration.ofSeconds(2);

    /** RU/s of one physical partition: the container's, split evenly, as Cosmos DB splits them; 0 when unknown. */
    double perPartition() {
        return ruPerSecond.isPresent() && physicalPartitions > 0 ? (double) ruPerSecond.getAsInt() / physicalPartitions : 0;
    }

    /** The containers of {@code partitions}, their RU/s as {@code settings} say or else {@code account} reads them. */
    static List<ContainerBudget> of(Map<String, Integer> partitions, Supplier<Map<String, OptionalInt>> account,
            CosmosSettings settings) {
        if (settings.throughput().kind() != Throughput.Kind.NONE) {
            OptionalInt own = OptionalInt.of(settings.throughput().ruPerSecond());
            return partitions.entrySet().stream()
                    .map(c -> new ContainerBudget(c.getKey(), c.getValue(), own, "COSMOS_THROUGHPUT")).toList();
        }
        JsonNode testServer = testServerBudget(settings.endpoint());
        if (testServer != null) {
            return partitions.entrySet().stream().map(c -> {
                OptionalInt budget = testServerRu(testServer, settings.database(), c.getKey());
                return new ContainerBudget(c.getKey(), c.getValue(), budget,
                        budget.isPresent() ? "the test server's budget" : "the test server, started without --throughput");
            }).toList();
        }
        Map<String, OptionalInt> read = account.get();
        return partitions.entrySet().stream().map(c -> {
            OptionalInt ru = read.getOrDefault(c.getKey(), OptionalInt.empty());
            return new ContainerBudget(c.getKey(), c.getValue(), ru, ru.isPresent() ? "the account" : "");
        }).toList();
    }

    /** A container's RU/s under the test server's budget: its own setting, else its database's, else the default. */
    private static OptionalInt testServerRu(JsonNode budget, String database, String container) {
        if (!budget.path("enabled").asBoolean(false)) {
            return OptionalInt.empty();
        }
        for (JsonNode setting : List.of(budget.path("containers").path(container), budget.path("databases").path(database),
                budget.path("defaultRu"))) {
            if (setting.isNumber()) {
                return OptionalInt.of(setting.asInt());
            }
        }
        return OptionalInt.empty();
    }

    /** The project's test server's {@code /_test/budget}, on this machine only; null anywhere else, or when it does not answer. */
    private static JsonNode testServerBudget(String endpoint) {
        try {
            URI account = URI.create(endpoint.endsWith("/") ? endpoint : endpoint + "/");
            if (!List.of("127.0.0.1", "localhost").contains(account.getHost())) {
                return null;
            }
            HttpResponse<String> answer = HttpClient.newBuilder().connectTimeout(ASK_FOR).build().send(
                    HttpRequest.newBuilder(account.resolve("_test/budget")).timeout(ASK_FOR).GET().build(),
                    HttpResponse.BodyHandlers.ofString());
            return answer.statusCode() == 200 ? new ObjectMapper().readTree(answer.body()) : null;
        } catch (Exception notTheTestServer) {
            if (notTheTestServer instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
            return null;
        }
    }
}
