package io.cosmosblog.adapters.cosmos;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.domain.user.TokenHash;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;

/** A user as an item of the {@code users} container, partitioned by its own id. */
final class UserItems {

    static final String TYPE = "user";

    private UserItems() {
    }

    static ObjectNode item(User user) {
        ObjectNode item = Json.object();
        item.put("id", user.id().value());
        item.put("type", TYPE);
        item.put("userId", user.id().value());
        item.put("username", user.username().value());
        item.put("tokenHash", user.tokenHash().value());
        item.put("revision", user.revision());
        return item;
    }

    static boolean isUser(JsonNode item) {
        return TYPE.equals(item.path("type").asText());
    }

    static User user(JsonNode item) {
        return new User(
                new UserId(item.get("userId").asText()),
                new Username(item.get("username").asText()),
                new TokenHash(item.get("tokenHash").asText()),
                item.get("revision").asLong());
    }
}
