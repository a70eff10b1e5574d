package io.cosmosblog.adapters.cosmos;

import com.azure.cosmos.models.PartitionKey;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.adapters.cosmos.items.ReactionItems;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.Username;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

/** V3's author name copies on items written by a build from before copies kept the author's revision. */
class LegacyNameCopiesTest {

    private final CosmosStorageUnderTest storage = new CosmosStorageUnderTest();
    private final StoragePorts ports = storage.ports();

    @AfterEach
    void close() {
        storage.close();
    }

    /** Items written by a build from before copies kept a revision have no such field: the oldest, rewritten by any rename. */
    @Test
    void items_without_a_revision_are_rewritten_by_any_rename() {
        Inspect inspect = new Inspect(TestAccount.shared(), storage.settings());
        User ada = Samples.user("ada");
        Post bobsPost = Samples.post(Samples.user("bob"), "Bob's");
        ports.posts().add(bobsPost);
        ObjectNode legacy = ReactionItems.COMMENTS.item(Samples.comment(bobsPost, ada, "from before"));
        legacy.remove("userRevision");
        inspect.container("posts").createItem(legacy, new PartitionKey(bobsPost.id().value()), null).block();

        ports.authorNames().rewrite(ada.renamedTo(new Username("Ada")));

        assertThat(ports.comments().on(bobsPost.id(), PageRequest.first(10)).items())
                .extracting(Comment::userUsername, Comment::userRevision).containsExactly(tuple(new Username("Ada"), 2L));
    }
}
