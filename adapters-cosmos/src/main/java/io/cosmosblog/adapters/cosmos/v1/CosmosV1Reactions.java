package io.cosmosblog.adapters.cosmos.v1;

import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.application.port.Likes;
import io.cosmosblog.application.port.Comments;
import com.azure.cosmos.models.CosmosBatch;
import com.azure.cosmos.models.CosmosPatchOperations;
import com.azure.cosmos.models.SqlParameter;
import com.azure.cosmos.models.SqlQuerySpec;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.items.ReactionItems;
import io.cosmosblog.adapters.cosmos.model.CosmosReactions;
import io.cosmosblog.application.port.Page;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.plumbing.ContinuationScope;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Reaction;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Comments and likes in the V1 model, in their post's partition of {@code v1-posts}, without
 * their author's name: a page of them is one query, then one point read per distinct author on
 * the page. Adding one counts nothing (there are no counters): it is the item's create, in a
 * transactional batch behind a read of the post, so that a missing post fails the batch and
 * nothing is written (the batches are {@link CosmosReactions}'s, with V1's item, post step and
 * patch). Still one operation, and no script. Taking one back is a batch too: its item's delete,
 * then the post's revision moved by two ({@code Post.withOneTakenBackUncounted}: the post as read,
 * whose revision counts its reactions, still moves forward).
 */
public class CosmosV1Reactions<T extends Reaction<T>> extends CosmosReactions<T> {

    private static final String LIST = "SELECT c.id, c.postId, c.userId, c.content, c.creationDate"
            + " FROM c WHERE c.type = @type ORDER BY c.type ASC, c.creationDate ASC";

    private final CosmosAuthorsAndCounts lookedUp;

    private CosmosV1Reactions(ContainerGateway posts, CosmosAuthorsAndCounts lookedUp, ReactionItems<T> items,
            Function<PostId, ContinuationScope> list) {
        super(posts, items, list);
        this.lookedUp = lookedUp;
    }

    /** V1's comments port. */
    public static Comments comments(ContainerGateway posts, CosmosAuthorsAndCounts lookedUp) {
        return new OfComments(posts, lookedUp);
    }

    /** V1's likes port. */
    public static Likes likes(ContainerGateway posts, CosmosAuthorsAndCounts lookedUp) {
        return new OfLikes(posts, lookedUp);
    }

    private static final class OfComments extends CosmosV1Reactions<Comment> implements Comments {
        OfComments(ContainerGateway posts, CosmosAuthorsAndCounts lookedUp) {
            super(posts, lookedUp, ReactionItems.COMMENTS, ContinuationScope::commentsOn);
        }
    }

    private static final class OfLikes extends CosmosV1Reactions<Like> implements Likes {
        OfLikes(ContainerGateway posts, CosmosAuthorsAndCounts lookedUp) {
            super(posts, lookedUp, ReactionItems.LIKES, ContinuationScope::likesOn);
        }
    }

    /** No name stored: it is looked up when read. */
    @Override
    protected ObjectNode item(T reaction) {
        return items.itemWithoutName(reaction);
    }

    /** Nothing counted: the post is only read, so that a missing one fails the batch (nothing else takes its id). */
    @Override
    protected void onPost(CosmosBatch batch, String key, int count) {
        batch.readItemOperation(key);
    }

    @Override
    protected CosmosPatchOperations takenBack() {
        return V1PostItems.takenBackUncounted();
    }

    /** A point read, and the author's; an item of another kind under that id is none. */
    @Override
    public Optional<T> find(PostId post, String identity) {
        return posts.read(post.value(), items.itemId(identity)).filter(items::holds)
                .map(item -> items.reaction(item, lookedUp.author(items.author(item))));
    }

    /**
     * One query across every partition, and the user's point read once for all of them; a user
     * deleted already (an erasure's second pass) has their id stand in for the name V1 never stores.
     */
    @Override
    public void forEachBy(UserId user, Consumer<T> visitor) {
        Optional<User> author = lookedUp.existing(user);
        posts.acrossPartitions(items.by(user), item -> visitor.accept(
                author.map(known -> items.reaction(item, known)).orElseGet(() -> items.reactionOfDeletedUser(item, user))));
    }

    @Override
    public Page<T> on(PostId post, PageRequest request) {
        SqlQuerySpec query = new SqlQuerySpec(LIST, List.of(new SqlParameter("@type", items.type())));
        Page<JsonNode> page = posts.page(list.apply(post), post.value(), query, request);
        Map<UserId, User> authors = new HashMap<>();
        return page.map(item -> items.reaction(item, authors.computeIfAbsent(items.author(item), lookedUp::author)));
    }
}
