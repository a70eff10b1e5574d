package io.cosmosblog.adapters.cosmos.provisioning;

import com.azure.cosmos.models.CompositePath;
import com.azure.cosmos.models.CompositePathSortOrder;
import com.azure.cosmos.models.IndexingMode;
import com.azure.cosmos.models.IndexingPolicy;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.adapters.cosmos.items.Json;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * An indexing policy as Azure Resource Manager and the Azure CLI take it
 * ({@code az cosmosdb sql container create --idx @file}): indexing mode, automatic, included and
 * excluded paths, composite indexes. Those are all {@link IndexingPolicies} sets; nothing else is written.
 */
final class IndexingPolicyJson {

    private IndexingPolicyJson() {
    }

    static String of(IndexingPolicy policy) {
        ObjectNode json = Json.object();
        json.put("indexingMode", Objects.requireNonNullElse(policy.getIndexingMode(), IndexingMode.CONSISTENT)
                .name().toLowerCase(Locale.ROOT));
        json.put("automatic", !Boolean.FALSE.equals(policy.isAutomatic()));
        ArrayNode included = json.putArray("includedPaths");
        listed(policy.getIncludedPaths()).forEach(path -> included.addObject().put("path", path.getPath()));
        ArrayNode excluded = json.putArray("excludedPaths");
        listed(policy.getExcludedPaths()).forEach(path -> excluded.addObject().put("path", path.getPath()));
        ArrayNode composites = json.putArray("compositeIndexes");
        for (List<CompositePath> paths : listed(policy.getCompositeIndexes())) {
            ArrayNode composite = composites.addArray();
            paths.forEach(path -> composite.addObject().put("path", path.getPath())
                    .put("order", path.getOrder() == CompositePathSortOrder.DESCENDING ? "descending" : "ascending"));
        }
        try {
            // Indented: a person reviews these files before running the commands that use them.
            return Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(json) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("an indexing policy could not be written as JSON", e);
        }
    }

    private static <T> List<T> listed(List<T> values) {
        return Objects.requireNonNullElse(values, List.of());
    }
}
