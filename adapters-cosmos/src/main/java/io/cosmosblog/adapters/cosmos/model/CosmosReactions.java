package io.cosmosblog.adapters.cosmos.model;

import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.application.port.Likes;
import io.cosmosblog.application.port.Comments;
import com.azure.cosmos.models.CosmosBatch;
import com.azure.cosmos.models.CosmosBatchPatchItemRequestOptions;
import com.azure.cosmos.models.CosmosPatchOperations;
import com.azure.cosmos.models.PartitionKey;
import com.azure.cosmos.models.SqlParameter;
import com.azure.cosmos.models.SqlQuerySpec;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.gateway.CosmosFailure;
import io.cosmosblog.adapters.cosmos.gateway.CosmosRefusal;
import io.cosmosblog.adapters.cosmos.items.EntityItems;
import io.cosmosblog.adapters.cosmos.items.ReactionItems;
import io.cosmosblog.application.port.Page;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.Reactions;
import io.cosmosblog.application.port.plumbing.ContinuationScope;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Reaction;
import io.cosmosblog.domain.user.UserId;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Comments and likes alike, in their post's partition of {@code posts}, kept as the ports say: each
 * counted on its post and carrying its author's name (V2, V3). Adding one is a transactional
 * batch: first the post patched, its counter and revision +1, only if it is a live post, then the
 * item's create. A missing post fails the batch, a repeated like fails the create, and either way
 * nothing is written. No script, and the post is patched, not rewritten. Taking one back is the
 * mirror batch: delete the item, then patch the post. A model that keeps reactions otherwise
 * (V1: no counters, no names: {@code v1.CosmosV1Reactions}) says so by overriding {@link #item},
 * {@link #onPost} and {@link #takenBack}, and its reads.
 */
public class CosmosReactions<T extends Reaction<T>> implements Reactions<T> {

    // Only what a comment or like shows (content is absent on likes): not the whole item.
    private static final String LIST = "SELECT c.id, c.postId, c.userId, c.userUsername, c.userRevision, c.content, c.creationDate"
            + " FROM c WHERE c.type = @type ORDER BY c.type ASC, c.creationDate ASC";

    protected final ContainerGateway posts;
    protected final ReactionItems<T> items;
    protected final Function<PostId, ContinuationScope> list;

    protected CosmosReactions(ContainerGateway posts, ReactionItems<T> items, Function<PostId, ContinuationScope> list) {
        this.posts = posts;
        this.items = items;
        this.list = list;
    }

    /** V2 and V3's comments port. */
    public static Comments comments(ContainerGateway posts) {
        return new OfComments(posts);
    }

    /** V2 and V3's likes port. */
    public static Likes likes(ContainerGateway posts) {
        return new OfLikes(posts);
    }

    private static final class OfComments extends CosmosReactions<Comment> implements Comments {
        OfComments(ContainerGateway posts) {
            super(posts, ReactionItems.COMMENTS, ContinuationScope::commentsOn);
        }
    }

    private static final class OfLikes extends CosmosReactions<Like> implements Likes {
        OfLikes(ContainerGateway posts) {
            super(posts, ReactionItems.LIKES, ContinuationScope::likesOn);
        }
    }

    @Override
    public Added add(T reaction) {
        String key = reaction.postId().value();
        CosmosBatch batch = CosmosBatch.createCosmosBatch(new PartitionKey(key));
        onPost(batch, key, 1);
        batch.createItemOperation(item(reaction));
        return run(key, batch);
    }

    /**
     * One transactional batch per {@link BatchSteps step}: the post's counter and revision patched
     * up by the step's number of reactions ({@link #onPost}), then each created. A copy's hundred
     * likes of a post are one round trip, counted exactly. Answers how many were created, always
     * the first ones: the step that fails creates none of its own and ends the call.
     */
    @Override
    public int addAll(PostId post, List<T> reactions) {
        String key = post.value();
        int added = 0;
        for (List<ObjectNode> step : BatchSteps.of(reactions.stream().map(this::item).toList())) {
            CosmosBatch batch = CosmosBatch.createCosmosBatch(new PartitionKey(key));
            onPost(batch, key, step.size());
            step.forEach(batch::createItemOperation);
            if (run(key, batch) != Added.ADDED) {
                return added;
            }
            added += step.size();
        }
        return added;
    }

    /**
     * All of it done, or nothing. A refusal does not say which item was missing, the reaction or
     * its post, so a point read of the post tells (only on that path: a repeated taking back costs
     * one read more).
     */
    @Override
    public Removed remove(PostId post, String identity) {
        String key = post.value();
        CosmosBatch batch = CosmosBatch.createCosmosBatch(new PartitionKey(key));
        batch.deleteItemOperation(items.itemId(identity));
        batch.patchItemOperation(key, takenBack(), onlyIfPost());
        try {
            posts.batch(key, batch);
            return Removed.REMOVED;
        } catch (CosmosRefusal e) {
            if (!e.is(CosmosFailure.NOT_FOUND) && !e.is(CosmosFailure.LOST_RACE)) {
                throw e;
            }
            return posts.read(key, key).filter(EntityItems.POSTS::isLive).isPresent() ? Removed.NOT_THERE : Removed.NO_SUCH_POST;
        }
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

    /** The item a reaction is stored as: with its author's name. */
    protected ObjectNode item(T reaction) {
        return items.item(reaction);
    }

    /** First in the batch that adds {@code count} reactions: they are counted on the post, if it is a live post. */
    protected void onPost(CosmosBatch batch, String key, int count) {
        batch.patchItemOperation(key, items.countedOnPost(count), onlyIfPost());
    }

    /** The post's patch in the batch that takes one back: its counter down, its revision up. */
    protected CosmosPatchOperations takenBack() {
        return items.uncountedFromPost();
    }

    /** A patch's condition that its item is a live post: a comment, like or edit reaching a tombstone changes nothing. */
    private static CosmosBatchPatchItemRequestOptions onlyIfPost() {
        return new CosmosBatchPatchItemRequestOptions().setFilterPredicate(PostQueries.IS_POST);
    }

    /**
     * Runs {@code batch}: a create that conflicts is a reaction already there; a post missing (or
     * not a post, or deleted: its tombstone fails the patch's condition), none added.
     */
    private Added run(String key, CosmosBatch batch) {
        try {
            posts.batch(key, batch);
            return Added.ADDED;
        } catch (CosmosRefusal e) {
            return switch (e.failure()) {
                case CONFLICT -> Added.ALREADY_THERE;
                // No item with the post's id, or (a conditioned patch) one that is not a post.
                case NOT_FOUND, LOST_RACE -> Added.NO_SUCH_POST;
                default -> throw e;
            };
        }
    }
}
