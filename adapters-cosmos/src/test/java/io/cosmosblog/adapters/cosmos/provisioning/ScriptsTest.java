package io.cosmosblog.adapters.cosmos.provisioning;

import io.cosmosblog.application.port.FeedView;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/** The feed's capacity reaches the truncateFeed trigger from its one home, {@link FeedView#CAPACITY}. */
class ScriptsTest {

    @Test
    void the_trigger_keeps_the_feeds_capacity() {
        String body = Scripts.body("truncateFeed");

        assertThat(body).contains("var KEEP = " + FeedView.CAPACITY + ";").doesNotContain(Scripts.FEED_CAPACITY);
    }
}
