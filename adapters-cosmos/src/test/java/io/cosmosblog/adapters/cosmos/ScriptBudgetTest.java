package io.cosmosblog.adapters.cosmos;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.azure.cosmos.CosmosException;
import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.paging.PageRequest;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.Username;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Scripts on a server that stops accepting a script's operations after two of them, as real
 * Cosmos DB does when a script nears its time bound: long work continues over several calls,
 * work that cannot finish rolls back whole.
 */
class ScriptBudgetTest {

    private static TestAccount tightServer;
    private CosmosStorageUnderTest storage;
    private Inspect inspect;
    private final User ada = Samples.user("ada");
    private final User bob = Samples.user("bob");

    @BeforeAll
    static void startTightServer() {
        // Only the local server can be told to end scripts early; real Cosmos DB's bound is time.
        Assumptions.assumeTrue(System.getenv("COSMOS_ENDPOINT") == null, "needs the local test server");
        tightServer = TestAccount.localServer("--script-op-budget", "2");
    }

    @AfterAll
    static void stopTightServer() {
        if (tightServer != null) {
            tightServer.close();
        }
    }

    @AfterEach
    void close() {
        if (storage != null) {
            storage.close();
        }
    }

    private void open() {
        storage = new CosmosStorageUnderTest(tightServer);
        inspect = new Inspect(tightServer, storage.settings());
    }

    @Test
    void update_usernames_over_a_partition_larger_than_one_call_completes_through_continuations() {
        open();
        Post post = Samples.post(ada, "Ada's");
        storage.posts().add(post);
        for (int i = 0; i < 12; i++) {
            inspectWrite(Samples.comment(post, ada, "comment " + i));
        }

        JsonNode firstCall = inspect.runScript(Scripts.UPDATE_USERNAMES, post.id().value(), ada.id().value(), "Ada L.");
        assertThat(firstCall.get("continuation").asBoolean()).as("one call cannot finish").isTrue();

        storage.authorNames().rewrite(ada.id(), new Username("Ada L."));

        assertThat(inspect.partition("posts", post.id().value()))
                .hasSize(13).allMatch(item -> item.get("userUsername").asText().equals("Ada L."));
        assertThat(storage.posts().find(post.id()).orElseThrow().revision()).isEqualTo(post.revision() + 1);
    }

    @Test
    void a_script_that_throws_leaves_the_partition_unchanged() {
        open();
        Post post = Samples.post(ada, "Ada's");
        storage.posts().add(post);
        var before = inspect.partition("posts", post.id().value());

        // read post, create comment, then the counter update is refused: the script throws
        assertThatThrownBy(() -> storage.comments().add(Samples.comment(post, bob, "hi")))
                .isInstanceOf(CosmosException.class).hasMessageContaining("no time left");

        assertThat(inspect.partition("posts", post.id().value())).isEqualTo(before);
        assertThat(storage.comments().on(post.id(), PageRequest.first(10)).items()).isEmpty();
    }

    /** Comments written straight into the partition: the comment script itself needs three operations. */
    private void inspectWrite(Comment comment) {
        inspect.container("posts").createItem(CommentItems.item(comment)).block();
    }
}
