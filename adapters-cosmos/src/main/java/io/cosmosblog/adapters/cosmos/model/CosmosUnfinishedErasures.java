package io.cosmosblog.adapters.cosmos.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.gateway.CosmosFailure;
import io.cosmosblog.adapters.cosmos.gateway.CosmosRefusal;
import io.cosmosblog.adapters.cosmos.items.Json;
import io.cosmosblog.application.port.StorageBusyException;
import io.cosmosblog.application.port.UnfinishedErasures;
import io.cosmosblog.domain.user.UserId;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.locks.LockSupport;
import java.util.function.UnaryOperator;

/**
 * Erasure marks in one item beside the blog's identity ({@link CosmosStoredBlog}), under another
 * id no user can take, of type {@code blog}, which every scan and change feed handler of users
 * passes over: a list of who and since when. One item rather than one per mark, since the users
 * containers of V1 and V2 index nothing, so no query could list them; a start reads it in one
 * point read.
 */
public final class CosmosUnfinishedErasures implements UnfinishedErasures {

    /** Reserved, as {@link CosmosStoredBlog#KEY}: a user id has no dot. */
    static final String KEY = "blog.erasures";
    /** Erasures finish in seconds, so more at once means they are failing; ~150 bytes a mark, far below 2 MB. */
    static final int MOST = 1000;
    private static final int ATTEMPTS = 20;
    private static final Duration TRY_AGAIN = Duration.ofSeconds(5);

    private final ContainerGateway users;
    private final Clock clock;
    private final int most;

    public CosmosUnfinishedErasures(ContainerGateway users) {
        this(users, Clock.systemUTC(), MOST);
    }

    CosmosUnfinishedErasures(ContainerGateway users, Clock clock, int most) {
        this.users = users;
        this.clock = clock;
        this.most = most;
    }

    /** One erasure under way: whose, and since when (for an operator reading the item). */
    record Mark(UserId user, Instant begunAt) {
        Mark {
            Objects.requireNonNull(user, "user");
            Objects.requireNonNull(begunAt, "begunAt");
        }
    }

    /** Refused as busy past {@link #MOST}: an erasure never runs without its mark. */
    @Override
    public void begun(UserId user) {
        change(marks -> {
            if (marks.size() >= most) {
                throw new StorageBusyException("too many erasures under way (" + most + "); try again", TRY_AGAIN, null);
            }
            List<Mark> more = new ArrayList<>(marks);
            more.add(new Mark(user, clock.instant()));
            return more;
        });
    }

    /** Takes one mark of the user, the oldest: another erasure of theirs may still be under way. */
    @Override
    public void finished(UserId user) {
        change(marks -> {
            List<Mark> fewer = new ArrayList<>(marks);
            fewer.stream().filter(mark -> mark.user().equals(user)).findFirst().ifPresent(fewer::remove);
            return fewer;
        });
    }

    /** One erasure per mark: a user marked twice gets two last passes, each taking one mark. */
    @Override
    public List<UserId> atStart() {
        return users.read(KEY, KEY).map(CosmosUnfinishedErasures::marks).orElse(List.of()).stream().map(Mark::user).toList();
    }

    /**
     * Read, edited, and written only over the version read: created when missing, replaced on its
     * ETag; when another instance changed it first, read again after a random pause.
     */
    private void change(UnaryOperator<List<Mark>> edit) {
        for (int attempt = 1; ; attempt++) {
            Optional<JsonNode> stored = users.read(KEY, KEY);
            List<Mark> before = stored.map(CosmosUnfinishedErasures::marks).orElse(List.of());
            List<Mark> after = edit.apply(before);
            if (after.equals(before)) {
                return; // nothing to take: no write, nor an empty item made
            }
            try {
                if (stored.isPresent()) {
                    users.replace(KEY, item(after), Optional.of(stored.get().get("_etag").asText()));
                } else {
                    users.create(KEY, item(after));
                }
                return;
            } catch (CosmosRefusal e) {
                // Changed (412), made (409) or deleted (404) since the read: read again.
                if (!(e.is(CosmosFailure.LOST_RACE) || e.is(CosmosFailure.CONFLICT) || e.is(CosmosFailure.NOT_FOUND))) {
                    throw e;
                }
                if (attempt == ATTEMPTS) {
                    throw new StorageBusyException("erasure marks changed by other instances meanwhile; try again", TRY_AGAIN, e);
                }
                LockSupport.parkNanos(Duration.ofMillis(ThreadLocalRandom.current().nextLong(1, 10L * attempt)).toNanos());
            }
        }
    }

    private static ObjectNode item(List<Mark> marks) {
        ObjectNode item = Json.object();
        item.put("id", KEY);
        item.put("userId", KEY); // the partition key in V2 and V3; V1's is the id
        item.put("type", CosmosStoredBlog.TYPE);
        ArrayNode list = item.putArray("erasures");
        for (Mark mark : marks) {
            list.addObject().put("userId", mark.user().value()).put("begunAt", Json.date(mark.begunAt()));
        }
        return item;
    }

    private static List<Mark> marks(JsonNode item) {
        List<Mark> marks = new ArrayList<>();
        for (JsonNode mark : item.path("erasures")) {
            marks.add(new Mark(new UserId(mark.path("userId").asText()), Json.date(mark.get("begunAt"))));
        }
        return marks;
    }
}
