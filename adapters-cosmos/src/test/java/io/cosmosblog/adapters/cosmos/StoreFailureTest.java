package io.cosmosblog.adapters.cosmos;

import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/** What a Cosmos DB status means to the adapter, decided in one place. */
class StoreFailureTest {

    @Test
    void an_etag_conflict_or_retry_with_is_a_lost_race() {
        assertThat(StoreFailure.of(412, 0, "Precondition failed")).isEqualTo(StoreFailure.LOST_RACE);
        assertThat(StoreFailure.of(449, 0, "Retry with")).isEqualTo(StoreFailure.LOST_RACE);
    }

    @Test
    void a_script_that_rethrew_the_writes_error_is_a_lost_race_too() {
        assertThat(StoreFailure.of(400, 0, "{\\\"Errors\\\":[\\\"Encountered exception while executing function. Exception = "
                + "Error: One of the specified pre-condition is not met\\\"]}")).isEqualTo(StoreFailure.LOST_RACE);
        assertThat(StoreFailure.of(400, 0,
                "Encountered exception while executing function. Exception = Error: {\"number\":412}")).isEqualTo(StoreFailure.LOST_RACE);
        assertThat(StoreFailure.of(400, 0, "Message: PreconditionFailed")).isEqualTo(StoreFailure.LOST_RACE);
    }

    @Test
    void throttling_timeouts_and_outages_are_busy() {
        assertThat(StoreFailure.of(429, 3200, "Too many requests")).isEqualTo(StoreFailure.BUSY);
        assertThat(StoreFailure.of(408, 0, "Request timeout")).isEqualTo(StoreFailure.BUSY);
        assertThat(StoreFailure.of(503, 0, "Service unavailable")).isEqualTo(StoreFailure.BUSY);
        assertThat(StoreFailure.of(404, 1002, "Read session not available")).isEqualTo(StoreFailure.BUSY);
    }

    @Test
    void missing_and_taken_ids() {
        assertThat(StoreFailure.of(404, 0, "Not found")).isEqualTo(StoreFailure.NOT_FOUND);
        assertThat(StoreFailure.of(409, 0, "Conflict")).isEqualTo(StoreFailure.CONFLICT);
    }

    @Test
    void anything_else_is_not_a_condition_to_handle() {
        assertThat(StoreFailure.of(400, 0, "updateUsernames: no time left")).isEqualTo(StoreFailure.OTHER);
        assertThat(StoreFailure.of(401, 0, "Unauthorized")).isEqualTo(StoreFailure.OTHER);
        assertThat(StoreFailure.of(500, 0, "Internal")).isEqualTo(StoreFailure.OTHER);
    }
}
