package io.cosmosblog.adapters.cosmos.items;

import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.Reaction;
import io.cosmosblog.domain.user.User;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the batch that adds a comment or like bumps on its post is what the domain counts ({@code
 * Reaction.countedOn}); what the batch that takes one back changes, what it uncounts ({@code Reaction.uncountedFrom}).
 */
class ReactionItemsTest {

    private final User author = Samples.user("author");
    private final User reader = Samples.user("reader");
    private final Post post = Samples.post(author, "counted").withOneMoreComment().withOneMoreLike();

    @Test
    void a_comment_bumps_what_the_domain_counts() {
        assertBumpsAsCounted(ReactionItems.COMMENTS, Samples.comment(post, reader, "hello"));
    }

    @Test
    void a_like_bumps_what_the_domain_counts() {
        assertBumpsAsCounted(ReactionItems.LIKES, Samples.like(post, reader));
    }

    @Test
    void taking_a_comment_back_changes_what_the_domain_uncounts() {
        assertUnbumpsAsUncounted(ReactionItems.COMMENTS, Samples.comment(post, reader, "hello"));
    }

    @Test
    void taking_a_like_back_changes_what_the_domain_uncounts() {
        assertUnbumpsAsUncounted(ReactionItems.LIKES, Samples.like(post, reader));
    }

    private <T extends Reaction<T>> void assertUnbumpsAsUncounted(ReactionItems<T> items, T reaction) {
        ObjectNode patched = EntityItems.POSTS.item(post);
        items.unbumped().forEach((path, delta) -> {
            JsonPointer field = JsonPointer.compile(path);
            ObjectNode parent = (ObjectNode) patched.at(field.head());
            String name = field.last().getMatchingProperty();
            parent.put(name, parent.get(name).asLong() + delta);
        });

        assertThat(patched).isEqualTo(EntityItems.POSTS.item(reaction.uncountedFrom(post)));
    }

    private <T extends Reaction<T>> void assertBumpsAsCounted(ReactionItems<T> items, T reaction) {
        ObjectNode patched = EntityItems.POSTS.item(post);
        for (String path : items.bumped()) {
            JsonPointer field = JsonPointer.compile(path);
            ObjectNode parent = (ObjectNode) patched.at(field.head());
            String name = field.last().getMatchingProperty();
            parent.put(name, parent.get(name).asLong() + 1);
        }

        assertThat(patched).isEqualTo(EntityItems.POSTS.item(reaction.countedOn(post)));
    }
}
