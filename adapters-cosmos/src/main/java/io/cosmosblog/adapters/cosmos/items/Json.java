package io.cosmosblog.adapters.cosmos.items;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/** The adapter's JSON: one mapper, and dates as fixed-width ISO-8601 UTC so they sort as strings. */
public final class Json {

    public static final ObjectMapper MAPPER = new ObjectMapper();

    // Nine fraction digits always: Instant.toString() drops trailing zeros, and then
    // "…:00Z" would sort after "…:00.001Z" in ORDER BY and in the feed trigger.
    private static final DateTimeFormatter DATE = DateTimeFormatter
            .ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSSSSSSSS'Z'").withZone(ZoneOffset.UTC);

    private Json() {
    }

    public static ObjectNode object() {
        return MAPPER.createObjectNode();
    }

    public static String date(Instant instant) {
        return DATE.format(instant);
    }

    public static Instant date(JsonNode node) {
        return Instant.parse(node.asText());
    }

    /** The author's revision a copy of a name was made at: 0 for items written before copies kept it. */
    public static long userRevision(JsonNode item) {
        return item.path("userRevision").asLong(0);
    }

    public static JsonNode parse(String text) {
        try {
            return MAPPER.readTree(text == null || text.isEmpty() ? "null" : text);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Cosmos DB answered with malformed JSON", e);
        }
    }
}
