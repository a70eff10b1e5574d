package io.cosmosblog.adapters.http;

import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.http.TestApi.Member;
import io.cosmosblog.adapters.inmemory.capacity.DiskSpace;
import io.cosmosblog.adapters.inmemory.capacity.Heap;
import io.cosmosblog.adapters.inmemory.capacity.HeapAndDiskMarks;
import io.cosmosblog.adapters.inmemory.capacity.HighWaterMark;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import static org.assertj.core.api.Assertions.assertThat;

/** A store past its high-water mark answers writes 507 with the JSON error, and reads and health 200. */
class StorageFullApiTest {

    private static final long MAX = 1_000_000;
    private static final AtomicLong used = new AtomicLong();

    @RegisterExtension
    static final TestApi api = TestApi.markedAt(new HighWaterMark(new Heap() {
        @Override
        public long usedAfterCollection() {
            return used.get();
        }

        @Override
        public long max() {
            return MAX;
        }
    }, DiskSpace.NONE, HeapAndDiskMarks.DEFAULT));

    @AfterEach
    void room() {
        used.set(0);
    }

    @Test
    void past_the_mark_writes_are_507_reads_go_on_and_health_stays_200_saying_writes_are_refused() {
        Member ann = api.register("ann");
        String post = api.write(ann, "before");

        used.set(900_000);

        api.send("POST", "/api/posts", ann.token(), "{\"title\":\"t\",\"content\":\"c\"}").error(507, "storage_full");
        api.send("POST", "/api/users", null, "{\"username\":\"bob\"}").error(507, "storage_full");
        api.send("POST", "/api/posts/" + post + "/likes", ann.token(), null).error(507, "storage_full");
        api.get("/api/posts/" + post).expect(200);
        JsonNode health = api.get("/health").expect(200).json();
        assertThat(health.get("status").asText()).isEqualTo("ok");
        assertThat(health.get("writes").asText()).isEqualTo("refused");
        assertThat(health.path("degraded").asBoolean()).isTrue();
        assertThat(health.has("warnings")).as("reasons only on the management port").isFalse();

        used.set(100_000);

        api.write(ann, "after");
        assertThat(api.get("/health").expect(200).json().has("writes")).isFalse();
        assertThat(api.get("/health").expect(200).json().has("degraded")).isFalse();
    }

    @Test
    void past_the_mark_a_leaked_token_is_still_replaced_or_signed_out_and_a_rename_is_507() {
        Member cid = api.register("cid");

        used.set(900_000);

        String replaced = api.send("POST", "/api/users/" + cid.id() + "/token", cid.token(), null).expect(201).json()
                .get("token").asText();
        api.send("DELETE", "/api/users/" + cid.id() + "/token", cid.token(), null).error(401, "not_authenticated");
        api.send("PUT", "/api/users/" + cid.id(), replaced, "{\"username\":\"a longer name\"}").error(507, "storage_full");
        api.send("DELETE", "/api/users/" + cid.id() + "/token", replaced, null).expect(204);
        api.send("POST", "/api/users/" + cid.id() + "/token", replaced, null).error(401, "not_authenticated");
    }
}
