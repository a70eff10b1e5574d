package io.cosmosblog.adapters.cosmos.gateway;

import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/** What a Cosmos DB status means to the adapter, decided in one place. */
class CosmosFailureTest {

    @Test
    void an_etag_conflict_or_retry_with_is_a_lost_race() {
        assertThat(CosmosFailure.of(412, 0, "Precondition failed")).isEqualTo(CosmosFailure.LOST_RACE);
    }

    @Test
    void a_script_that_rethrew_the_writes_error_is_a_lost_race_too() {
        assertThat(CosmosFailure.of(400, 0, "{\\\"Errors\\\":[\\\"Encountered exception while executing function. Exception = "
                + "Error: One of the specified pre-condition is not met\\\"]}")).isEqualTo(CosmosFailure.LOST_RACE);
        assertThat(CosmosFailure.of(400, 0,
                "Encountered exception while executing function. Exception = Error: {\"number\":412}")).isEqualTo(CosmosFailure.LOST_RACE);
        assertThat(CosmosFailure.of(400, 0, "Message: PreconditionFailed")).isEqualTo(CosmosFailure.LOST_RACE);
    }

    @Test
    void throttling_timeouts_and_outages_are_busy() {
        assertThat(CosmosFailure.of(429, 3200, "Too many requests")).isEqualTo(CosmosFailure.BUSY);
        assertThat(CosmosFailure.of(408, 0, "Request timeout")).isEqualTo(CosmosFailure.BUSY);
        assertThat(CosmosFailure.of(503, 0, "Service unavailable")).isEqualTo(CosmosFailure.BUSY);
        assertThat(CosmosFailure.of(404, 1002, "Read session not available")).isEqualTo(CosmosFailure.BUSY);
        assertThat(CosmosFailure.of(449, 0, "Conflicting request to resource has been attempted. Retry to avoid conflicts."))
                .as("449 RetryWith: nothing was written, try again").isEqualTo(CosmosFailure.BUSY);
        assertThat(CosmosFailure.of(404, 1003, "Owner resource does not exist"))
                .as("the container or database is gone").isEqualTo(CosmosFailure.GONE);
    }

    @Test
    void missing_and_taken_ids() {
        assertThat(CosmosFailure.of(404, 0, "Not found")).isEqualTo(CosmosFailure.NOT_FOUND);
        assertThat(CosmosFailure.of(409, 0, "Conflict")).isEqualTo(CosmosFailure.CONFLICT);
    }

    @Test
    void anything_else_is_not_a_condition_to_handle() {
        assertThat(CosmosFailure.of(400, 0, "updateUsernames: no time left")).isEqualTo(CosmosFailure.OTHER);
        assertThat(CosmosFailure.of(401, 0, "Unauthorized")).isEqualTo(CosmosFailure.OTHER);
        assertThat(CosmosFailure.of(500, 0, "Internal")).isEqualTo(CosmosFailure.OTHER);
    }
}
