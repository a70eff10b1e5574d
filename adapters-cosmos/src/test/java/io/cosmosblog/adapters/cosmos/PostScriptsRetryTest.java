package io.cosmosblog.adapters.cosmos;

import static org.assertj.core.api.Assertions.assertThat;

import com.azure.cosmos.CosmosException;
import org.junit.jupiter.api.Test;

/**
 * Which script failures mean "another writer got to the post first, run it again". The local
 * test server runs one request at a time, so these races never happen in the contract suites.
 */
class PostScriptsRetryTest {

    @Test
    void an_etag_conflict_or_retry_with_is_a_lost_race() {
        assertThat(PostScripts.lostARace(failure(412, "Precondition failed"))).isTrue();
        assertThat(PostScripts.lostARace(failure(449, "Retry with"))).isTrue();
    }

    @Test
    void a_script_that_rethrew_the_writes_error_is_a_lost_race_too() {
        assertThat(PostScripts.lostARace(failure(400,
                "Encountered exception while executing function. Exception = Error: {\"number\":412}"))).isTrue();
        assertThat(PostScripts.lostARace(failure(400, "Message: PreconditionFailed"))).isTrue();
    }

    @Test
    void anything_else_is_not_run_again() {
        assertThat(PostScripts.lostARace(failure(400, "createComment: no time left to count the comment"))).isFalse();
        assertThat(PostScripts.lostARace(failure(404, "Not found"))).isFalse();
        assertThat(PostScripts.lostARace(failure(429, "Too many requests"))).isFalse();
        assertThat(PostScripts.lostARace(failure(503, "Service unavailable"))).isFalse();
    }

    private static CosmosException failure(int status, String message) {
        return new CosmosException(status, message) {
            private static final long serialVersionUID = 1L;
        };
    }
}
