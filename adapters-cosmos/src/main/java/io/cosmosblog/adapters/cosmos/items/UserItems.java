package io.cosmosblog.adapters.cosmos.items;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.domain.user.TokenHash;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;
import java.time.Instant;

/** A user's own fields in their item of the {@code users} container, partitioned by their own id. */
final class UserItems implements EntityFields<User> {

    static final String TYPE = "user";

    @Override
    public void addTo(ObjectNode item, User user) {
        item.put("username", user.username().value());
        item.put("tokenHash", user.tokenHash().value());
        item.put("tokenIssuedAt", user.tokenIssuedAt().toString());
    }

    @Override
    public User entity(JsonNode item) {
        return new User(
                new UserId(item.get("userId").asText()),
                new Username(item.get("username").asText()),
                new TokenHash(item.get("tokenHash").asText()),
                tokenIssuedAt(item),
                item.get("revision").asLong());
    }

    /** Items written before tokens had an issue date have none: they count as issued on the day dates began. */
    private static Instant tokenIssuedAt(JsonNode item) {
        JsonNode issuedAt = item.get("tokenIssuedAt");
        return issuedAt == null || issuedAt.isNull() ? User.UNDATED_TOKENS_ISSUED_AT : Instant.parse(issuedAt.asText());
    }
}
