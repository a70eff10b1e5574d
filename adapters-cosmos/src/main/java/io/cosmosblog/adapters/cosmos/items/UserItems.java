package io.cosmosblog.adapters.cosmos.items;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.application.port.metering.PartitionNames;
import io.cosmosblog.domain.user.TokenHash;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;
import java.time.Instant;

/** A user as an item of the {@code users} container, partitioned by its own id ({@link EntityItems#USERS}). */
final class UserItems extends EntityItems<User> {

    static final String TYPE = "user";

    UserItems() {
        super(TYPE, PartitionNames.USERS, "userId", user -> user.id().value(), User::revision);
    }

    @Override
    void addOwnFields(ObjectNode item, User user) {
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
