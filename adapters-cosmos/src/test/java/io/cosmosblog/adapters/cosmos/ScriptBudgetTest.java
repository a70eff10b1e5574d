package io.cosmosblog.adapters.cosmos;

import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.cosmos.items.ReactionItems;
import io.cosmosblog.adapters.cosmos.items.SummaryItems;
import io.cosmosblog.adapters.cosmos.provisioning.Scripts;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.metering.PartitionNames;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.Username;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Scripts on a server that stops accepting a script's operations after two of them, as real
 * Cosmos DB does when a script nears its time bound: long work continues over several calls,
 * work that cannot finish rolls back whole.
 */
class ScriptBudgetTest {

    // Only the local server can be told to end scripts early; real Cosmos DB's bound is time.
    @RegisterExtension
    static final OwnTestServer tightServer = new OwnTestServer("--script-op-budget", "2");

    private CosmosStorageUnderTest storage;
    private Inspect inspect;
    private final User ada = Samples.user("ada");
    private final User bob = Samples.user("bob");

    @AfterEach
    void close() {
        if (storage != null) {
            storage.close();
        }
    }

    private void open() {
        storage = new CosmosStorageUnderTest(tightServer.account());
        inspect = new Inspect(tightServer.account(), storage.settings());
    }

    @Test
    void update_usernames_over_a_partition_larger_than_one_call_completes_through_continuations() {
        open();
        Post post = Samples.post(ada, "Ada's");
        storage.ports().posts().add(post);
        for (int i = 0; i < 12; i++) {
            inspectWrite(Samples.comment(post, ada, "comment " + i));
        }

        User renamed = ada.renamedTo(new Username("Ada L."));
        JsonNode firstCall = inspect.runScript(Scripts.UPDATE_USERNAMES, post.id().value(), ada.id().value(), "Ada L.",
                renamed.revision());
        assertThat(firstCall.get("continuation").asBoolean()).as("one call cannot finish").isTrue();

        storage.ports().authorNames().rewrite(renamed);

        assertThat(inspect.partition("posts", post.id().value()))
                .hasSize(13).allMatch(item -> item.get("userUsername").asText().equals("Ada L."));
        assertThat(storage.ports().posts().find(post.id()).orElseThrow().revision()).isEqualTo(post.revision() + 1);
    }

    @Test
    void a_feed_write_whose_trigger_cannot_finish_rolls_back_whole() {
        open();
        for (int i = 0; i < 105; i++) {
            // Straight into the partition, past the trigger: 105 copies where it would keep 100.
            inspect.container("feed").createItem(SummaryItems.item(Samples.post(ada, "post " + i).summary())).block();
        }
        var before = inspect.partition("feed", PartitionNames.FEED_KEY);

        // The trigger's query and five deletes need more operations than the server allows: it throws.
        assertThatThrownBy(() -> storage.ports().feed().put(Samples.post(bob, "newest").summary()))
                .isInstanceOf(RuntimeException.class);

        assertThat(inspect.partition("feed", PartitionNames.FEED_KEY)).hasSameElementsAs(before);
    }

    /** Comments written straight into the partition, so the script meets a partition larger than one call handles. */
    private void inspectWrite(Comment comment) {
        inspect.container("posts").createItem(ReactionItems.COMMENTS.item(comment)).block();
    }
}
