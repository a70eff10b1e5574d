package io.cosmosblog.adapters.cosmos;

import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.models.PartitionKey;
import com.azure.cosmos.models.SqlParameter;
import com.azure.cosmos.models.SqlQuerySpec;
import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.application.likes.Likes;
import io.cosmosblog.application.paging.Page;
import io.cosmosblog.application.paging.PageRequest;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.UserId;
import java.util.List;
import java.util.Optional;

/** C4 by the {@code createLike} stored procedure (a repeat is reported, not counted); Q5 by a query in the post's partition. */
final class CosmosLikes implements Likes {

    private static final String LIST = "SELECT * FROM c WHERE c.type = @type ORDER BY c.creationDate ASC";

    private final CosmosAsyncContainer posts;
    private final PostScripts scripts;
    private final PartitionPager pager;
    private final Metered metered;
    private final ListContinuation continuation = new ListContinuation("likes");

    CosmosLikes(CosmosAsyncContainer posts, PostScripts scripts, PartitionPager pager, Metered metered) {
        this.posts = posts;
        this.scripts = scripts;
        this.pager = pager;
        this.metered = metered;
    }

    @Override
    public Outcome add(Like like) {
        JsonNode answer = scripts.run(Scripts.CREATE_LIKE, like.postId(), LikeItems.item(like));
        Outcome outcome = Outcome.valueOf(answer.get("outcome").asText());
        if (outcome == Outcome.LIKED) {
            scripts.postChanged(like.postId(), answer.get("post").get("revision").asLong());
        }
        return outcome;
    }

    /** A point read: the like's id is derived from its user. */
    @Override
    public Optional<Like> of(PostId post, UserId user) {
        return metered.read(Partitions.posts(post), posts, LikeItems.id(user), new PartitionKey(post.value()))
                .map(LikeItems::like);
    }

    @Override
    public Page<Like> on(PostId post, PageRequest request) {
        SqlQuerySpec query = new SqlQuerySpec(LIST, List.of(new SqlParameter("@type", LikeItems.TYPE)));
        return pager.page(posts, Partitions.posts(post), new PartitionKey(post.value()), query, request, continuation, post.value())
                .map(LikeItems::like);
    }
}
