package io.cosmosblog.adapters.cosmos.denormalized;

import com.azure.cosmos.models.CosmosBatch;
import com.azure.cosmos.models.CosmosBatchPatchItemRequestOptions;
import com.azure.cosmos.models.CosmosPatchOperations;
import com.azure.cosmos.models.PartitionKey;
import com.azure.cosmos.models.SqlParameter;
import com.azure.cosmos.models.SqlQuerySpec;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.items.ReactionItems;
import io.cosmosblog.adapters.cosmos.model.BatchSteps;
import io.cosmosblog.adapters.cosmos.model.PostQueries;
import io.cosmosblog.adapters.cosmos.model.ReactionBatch;
import io.cosmosblog.application.storage.Page;
import io.cosmosblog.application.storage.PageRequest;
import io.cosmosblog.application.storage.Reactions;
import io.cosmosblog.application.storage.plumbing.ContinuationScope;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Reaction;
import io.cosmosblog.domain.user.UserId;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Comments and likes alike, in their post's partition of {@code posts}. Adding one is a
 * transactional batch: patch the post (its counter and revision +1, only if it is a post), then
 * create the item. A missing post fails the patch, a repeated like fails the create, and either
 * way nothing is written. No script, and the post is patched, not rewritten. Taking one back is
 * the mirror batch: delete the item, then patch the post (its counter -1, its revision +1).
 */
public final class CosmosReactions<T extends Reaction<T>> implements Reactions<T> {

    // Only what a comment or like shows (content is absent on likes): not the whole item.
    private static final String LIST = "SELECT c.id, c.postId, c.userId, c.userUsername, c.userRevision, c.content, c.creationDate"
            + " FROM c WHERE c.type = @type ORDER BY c.type ASC, c.creationDate ASC";

    private final ContainerGateway posts;
    private final ReactionItems<T> items;
    private final Function<PostId, ContinuationScope> list;

    public CosmosReactions(ContainerGateway posts, ReactionItems<T> items, Function<PostId, ContinuationScope> list) {
        this.posts = posts;
        this.items = items;
        this.list = list;
    }

    @Override
    public Added add(T reaction) {
        String key = reaction.postId().value();
        CosmosBatch batch = CosmosBatch.createCosmosBatch(new PartitionKey(key));
        batch.patchItemOperation(key, items.countedOnPost(),
                new CosmosBatchPatchItemRequestOptions().setFilterPredicate(PostQueries.IS_POST));
        batch.createItemOperation(items.item(reaction));
        return ReactionBatch.run(posts, key, batch);
    }

    /**
     * One transactional batch per {@link BatchSteps step}: the post's counter and revision patched
     * up by the step's number of reactions, then each created. A copy's hundred likes of a post are
     * one round trip, counted exactly.
     */
    @Override
    public int addAll(PostId post, List<T> reactions) {
        return BatchSteps.create(posts, post.value(), reactions.stream().map(items::item).toList(), (batch, count) -> {
            CosmosPatchOperations counted = CosmosPatchOperations.create();
            items.bumped().forEach(path -> counted.increment(path, count));
            batch.patchItemOperation(post.value(), counted,
                    new CosmosBatchPatchItemRequestOptions().setFilterPredicate(PostQueries.IS_POST));
        });
    }

    @Override
    public Removed remove(PostId post, String identity) {
        return ReactionBatch.remove(posts, post.value(), items.itemId(identity), items.uncountedFromPost());
    }

    /** A point read: the item's id follows from the reaction's identity; an item of another kind under that id is none. */
    @Override
    public Optional<T> find(PostId post, String identity) {
        return posts.read(post.value(), items.itemId(identity)).filter(items::holds).map(items::reaction);
    }

    @Override
    public void forEachBy(UserId user, Consumer<T> visitor) {
        posts.acrossPartitions(items.by(user), item -> visitor.accept(items.reaction(item)));
    }

    @Override
    public Page<T> on(PostId post, PageRequest request) {
        SqlQuerySpec query = new SqlQuerySpec(LIST, List.of(new SqlParameter("@type", items.type())));
        return posts.page(list.apply(post), post.value(), query, request).map(items::reaction);
    }
}
