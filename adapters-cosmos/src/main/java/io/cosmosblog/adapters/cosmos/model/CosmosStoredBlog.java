package io.cosmosblog.adapters.cosmos.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.gateway.CosmosFailure;
import io.cosmosblog.adapters.cosmos.gateway.CosmosRefusal;
import io.cosmosblog.adapters.cosmos.items.Json;
import io.cosmosblog.application.port.BlogIdentity;
import io.cosmosblog.application.port.StoredBlog;
import io.cosmosblog.domain.shared.Identifier;
import java.util.Optional;

/**
 * The database's identity, one item in the model's users container, in a partition of its own
 * under an id no user can take (a user id has no dot): of type {@code blog}, which every scan and
 * change feed handler of users passes over. Read at a start and around a copy (1 RU), written
 * when missing or changed, a change only over the version read: never on a user's write, so no
 * item is hot.
 */
public final class CosmosStoredBlog implements StoredBlog {

    /** Reserved: user ids are letters, digits, '-' and '_' only. */
    static final String KEY = "blog.identity";
    static final String TYPE = "blog";

    private final ContainerGateway users;

    public CosmosStoredBlog(ContainerGateway users) {
        this.users = users;
    }

    @Override
    public Optional<BlogIdentity> read() {
        return users.read(KEY, KEY).map(CosmosStoredBlog::identity);
    }

    @Override
    public BlogIdentity claim() {
        Optional<BlogIdentity> stored = read();
        if (stored.isPresent()) {
            return stored.get();
        }
        BlogIdentity made = BlogIdentity.made(Identifier.random());
        try {
            users.create(KEY, item(made));
            return made;
        } catch (CosmosRefusal e) {
            if (e.is(CosmosFailure.CONFLICT)) {
                return read().orElseThrow(() -> e); // another instance made it first: theirs stands
            }
            throw e;
        }
    }

    /** Only over the version read ({@code ifMatch} on its ETag): a change stored meanwhile is a lost race, nothing written. */
    @Override
    public boolean replace(BlogIdentity expected, BlogIdentity changed) {
        expected.sameBlog(changed);
        Optional<JsonNode> stored = users.read(KEY, KEY);
        if (stored.isEmpty() || !identity(stored.get()).equals(expected)) {
            return false;
        }
        try {
            users.replace(KEY, item(changed), Optional.of(stored.get().path("_etag").asText()));
            return true;
        } catch (CosmosRefusal e) {
            if (e.is(CosmosFailure.LOST_RACE) || e.is(CosmosFailure.NOT_FOUND)) {
                return false;
            }
            throw e;
        }
    }

    private static ObjectNode item(BlogIdentity identity) {
        ObjectNode item = Json.object();
        item.put("id", KEY);
        item.put("userId", KEY); // the partition key in V2 and V3; V1's is the id
        item.put("type", TYPE);
        item.put("blogId", identity.blog());
        identity.copiedFrom().ifPresent(from -> item.put("copiedFrom", from));
        item.put("copyFinished", identity.copyFinished());
        item.put("ownWrites", identity.ownWrites());
        return item;
    }

    private static BlogIdentity identity(JsonNode item) {
        return new BlogIdentity(item.path("blogId").asText(), Optional.ofNullable(item.get("copiedFrom")).map(JsonNode::asText),
                item.path("copyFinished").asBoolean(), item.path("ownWrites").asBoolean(true));
    }
}
