package io.cosmosblog.adapters.cosmos;

import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.models.PartitionKey;
import com.azure.cosmos.models.SqlParameter;
import com.azure.cosmos.models.SqlQuerySpec;
import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.application.comments.Comments;
import io.cosmosblog.application.paging.Page;
import io.cosmosblog.application.paging.PageRequest;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.PostId;
import java.util.List;

/** C3 by the {@code createComment} stored procedure; Q4 by a query in the post's partition. */
final class CosmosComments implements Comments {

    private static final String LIST = "SELECT * FROM c WHERE c.type = @type ORDER BY c.creationDate ASC";

    private final CosmosAsyncContainer posts;
    private final PostScripts scripts;
    private final PartitionPager pager;
    private final ListContinuation continuation = new ListContinuation("comments");

    CosmosComments(CosmosAsyncContainer posts, PostScripts scripts, PartitionPager pager) {
        this.posts = posts;
        this.scripts = scripts;
        this.pager = pager;
    }

    @Override
    public Outcome add(Comment comment) {
        JsonNode answer = scripts.run(Scripts.CREATE_COMMENT, comment.postId(), CommentItems.item(comment));
        Outcome outcome = Outcome.valueOf(answer.get("outcome").asText());
        // Without the post, the answer is to a repeat of a call whose first run committed.
        if (outcome == Outcome.ADDED && answer.has("post")) {
            scripts.postChanged(comment.postId(), answer.get("post").get("revision").asLong());
        }
        return outcome;
    }

    @Override
    public Page<Comment> on(PostId post, PageRequest request) {
        SqlQuerySpec query = new SqlQuerySpec(LIST, List.of(new SqlParameter("@type", CommentItems.TYPE)));
        return pager.page(posts, Partitions.posts(post), new PartitionKey(post.value()), query, request, continuation, post.value())
                .map(CommentItems::comment);
    }
}
