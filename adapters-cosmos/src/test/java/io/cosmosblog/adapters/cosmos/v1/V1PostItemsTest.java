package io.cosmosblog.adapters.cosmos.v1;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.domain.post.Post;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/** What the batch that takes a comment or like back does to a V1 post item is what the domain says ({@code Post.withOneTakenBackUncounted}). */
class V1PostItemsTest {

    @Test
    void taking_a_reaction_back_moves_the_stored_revision_as_the_domain_does() {
        Post post = Samples.post(Samples.user("ada"), "counted when read");
        ObjectNode patched = V1PostItems.item(post);
        patched.put("revision", patched.get("revision").asLong() + V1PostItems.TAKEN_BACK_REVISIONS);

        assertThat(patched).isEqualTo(V1PostItems.item(post.withOneTakenBackUncounted()));
    }
}
