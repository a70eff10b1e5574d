package io.cosmosblog.adapters.cosmos.model;

import com.azure.cosmos.models.SqlQuerySpec;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.items.Json;
import io.cosmosblog.application.port.ChangedEntity;
import io.cosmosblog.application.port.ParkedChange;
import io.cosmosblog.application.port.ParkedChanges;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/** Parked changes as items of the {@code deadletters} container, one partition each (key: the item's id). */
public final class CosmosParkedChanges implements ParkedChanges {

    private static final SqlQuerySpec ALL = new SqlQuerySpec("SELECT * FROM c");

    private final ContainerGateway deadLetters;

    public CosmosParkedChanges(ContainerGateway deadLetters) {
        this.deadLetters = deadLetters;
    }

    @Override
    public void park(ParkedChange parked) {
        ObjectNode item = Json.object();
        String id = id(parked.change());
        item.put("id", id);
        item.put("kind", parked.change().kind().name());
        item.put("changeId", parked.change().id());
        item.put("error", parked.error());
        item.put("attempts", parked.attempts());
        item.put("parkedAt", Json.date(parked.parkedAt()));
        deadLetters.upsert(id, item);
    }

    @Override
    public List<ParkedChange> all() {
        return deadLetters.acrossPartitions(ALL).stream()
                .map(CosmosParkedChanges::parked)
                .sorted(Comparator.comparing(ParkedChange::parkedAt))
                .toList();
    }

    @Override
    public void release(ChangedEntity change) {
        deadLetters.delete(id(change), id(change));
    }

    private static String id(ChangedEntity change) {
        return change.kind().name().toLowerCase(Locale.ROOT) + "-" + change.id();
    }

    private static ParkedChange parked(JsonNode item) {
        return new ParkedChange(new ChangedEntity(ChangedEntity.Kind.valueOf(item.get("kind").asText()), item.get("changeId").asText()),
                item.get("error").asText(), item.get("attempts").asInt(), Instant.parse(item.get("parkedAt").asText()));
    }
}
