package io.cosmosblog.adapters.cosmos.items;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * What one kind of entity item (a user, a post) holds besides the id, type, key and revision that
 * every entity item has: its own fields, written and read back.
 */
interface EntityFields<T> {

    /** Everything between the key field and the revision. */
    void addTo(ObjectNode item, T entity);

    /** The domain object {@code item} holds. */
    T entity(JsonNode item);
}
