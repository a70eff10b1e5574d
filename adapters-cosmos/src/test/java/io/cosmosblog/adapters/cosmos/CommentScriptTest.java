package io.cosmosblog.adapters.cosmos;

import static org.assertj.core.api.Assertions.assertThat;

import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The comment and like scripts, run directly in a partition. */
class CommentScriptTest {

    private final CosmosStorageUnderTest storage = new CosmosStorageUnderTest();
    private final Inspect inspect = new Inspect(TestAccount.shared(), storage.settings());
    private final User ada = Samples.user("ada");

    @AfterEach
    void close() {
        storage.close();
    }

    @Test
    void a_comment_on_a_missing_post_writes_nothing() {
        Post ghost = Samples.post(ada, "never stored");

        var answer = inspect.runScript(Scripts.CREATE_COMMENT, ghost.id().value(),
                CommentItems.item(Samples.comment(ghost, ada, "hello?")));

        assertThat(answer.get("outcome").asText()).isEqualTo("NO_SUCH_POST");
        assertThat(inspect.partition("posts", ghost.id().value())).isEmpty();
    }

    @Test
    void a_comment_and_the_count_are_written_together() {
        Post post = Samples.post(ada, "Hello");
        storage.posts().add(post);

        var answer = inspect.runScript(Scripts.CREATE_COMMENT, post.id().value(),
                CommentItems.item(Samples.comment(post, ada, "first")));

        assertThat(answer.get("outcome").asText()).isEqualTo("ADDED");
        assertThat(answer.get("post").get("commentCount").asLong()).isEqualTo(1);
        assertThat(answer.get("post").get("revision").asLong()).isEqualTo(post.revision() + 1);
        assertThat(inspect.partition("posts", post.id().value())).extracting(item -> item.get("type").asText())
                .containsExactlyInAnyOrder("post", "comment");
    }

    @Test
    void a_second_like_by_the_same_user_is_reported_and_not_counted() {
        Post post = Samples.post(ada, "Hello");
        storage.posts().add(post);
        User fan = Samples.user("fan");

        var first = inspect.runScript(Scripts.CREATE_LIKE, post.id().value(), LikeItems.item(Samples.like(post, fan)));
        var second = inspect.runScript(Scripts.CREATE_LIKE, post.id().value(), LikeItems.item(Samples.like(post, fan)));

        assertThat(first.get("outcome").asText()).isEqualTo("LIKED");
        assertThat(second.get("outcome").asText()).isEqualTo("ALREADY_LIKED");
        assertThat(storage.posts().find(post.id()).orElseThrow().likeCount()).isEqualTo(1);
    }
}
