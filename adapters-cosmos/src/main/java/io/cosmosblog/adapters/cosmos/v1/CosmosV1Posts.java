package io.cosmosblog.adapters.cosmos.v1;

import com.azure.cosmos.models.CosmosPatchOperations;
import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.gateway.CosmosFailure;
import io.cosmosblog.adapters.cosmos.gateway.CosmosRefusal;
import io.cosmosblog.adapters.cosmos.model.PostQueries;
import io.cosmosblog.adapters.cosmos.model.PostRemoval;
import io.cosmosblog.adapters.cosmos.model.ReactionSweep;
import io.cosmosblog.application.port.ChangedMeanwhileException;
import io.cosmosblog.application.port.IdTakenException;
import io.cosmosblog.application.port.Posts;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.user.UserId;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * C2 and Q2 in the V1 model: each post heads its own partition of {@code v1-posts}, without its
 * author's name or its counts, which every read looks up ({@link CosmosAuthorsAndCounts}).
 */
public final class CosmosV1Posts implements Posts {

    private final ContainerGateway posts;
    private final CosmosAuthorsAndCounts lookedUp;

    private final ReactionSweep sweep;
    private final PostRemoval removal;

    public CosmosV1Posts(ContainerGateway posts, CosmosAuthorsAndCounts lookedUp) {
        this.posts = posts;
        this.lookedUp = lookedUp;
        this.sweep = new ReactionSweep(posts);
        this.removal = new PostRemoval(posts, lookedUp::deletedPost, this::sweepAndForget);
    }

    @Override
    public void add(Post post) {
        String id = post.id().value();
        try {
            posts.create(id, V1PostItems.item(post));
        } catch (CosmosRefusal e) {
            throw e.is(CosmosFailure.CONFLICT) ? new IdTakenException("post " + id + " exists already") : e;
        }
    }

    @Override
    public Optional<Post> find(PostId id) {
        return posts.read(id.value(), id.value()).filter(V1PostItems::isPost).map(lookedUp::post);
    }

    /** One patch, as in V3 (title, content, revision); the post is then completed as a read completes it. */
    @Override
    public Optional<Post> edit(PostId id, Title title, PostContent content) {
        CosmosPatchOperations patch = PostQueries.edit(title, content);
        return posts.patch(id.value(), id.value(), patch, PostQueries.IS_POST).map(lookedUp::post);
    }

    @Override
    public long count() {
        return PostQueries.count(posts);
    }

    /** Every post, each completed as a read completes it: a full scan, for tools, as costly as V1 makes it. */
    @Override
    public void forEach(Consumer<Post> visitor) {
        posts.acrossPartitions(PostQueries.EVERY_POST, item -> visitor.accept(lookedUp.post(item)));
    }

    @Override
    public void forEachBy(UserId author, Consumer<PostId> visitor) {
        PostQueries.forEachBy(posts, author, visitor);
    }

    /**
     * As in V2 and V3 ({@link PostRemoval}), the revision given the deleted post taken from the
     * post as read, completed with its counts; the tombstone is then deleted too.
     */
    @Override
    public Optional<DeletedPost> remove(PostId id) {
        return removal.remove(id);
    }

    @Override
    public Optional<DeletedPost> deletion(PostId id) {
        return removal.deletion(id);
    }

    /**
     * Nothing reads a V1 tombstone (no change feed): it goes once the comments and likes are swept,
     * and the sweep runs once more for a comment or like whose batch read the tombstone as its
     * post just before.
     */
    private void sweepAndForget(PostId id) {
        sweep.sweep(id);
        posts.delete(id.value(), id.value());
        sweep.sweep(id);
    }

    /**
     * The revision read counts comments, likes and renames kept apart from the post item, so it is
     * checked on the post as read, and the patch is conditioned on the item's own revision, which
     * every edit moves: of two edits from one read, one is stored. A comment or like landing
     * between the check and the patch is kept either way.
     */
    @Override
    public Optional<Post> editIfUnchanged(PostId id, long seen, Title title, PostContent content) {
        Optional<JsonNode> item = posts.read(id.value(), id.value()).filter(V1PostItems::isPost);
        if (item.isEmpty()) {
            return Optional.empty();
        }
        if (lookedUp.post(item.get()).revision() != seen) {
            throw changedSince(id, seen);
        }
        CosmosPatchOperations patch = PostQueries.edit(title, content);
        Optional<JsonNode> edited = posts.patch(id.value(), id.value(), patch,
                PostQueries.atRevision(item.get().path("revision").asLong()));
        if (edited.isEmpty() && posts.read(id.value(), id.value()).filter(V1PostItems::isPost).isPresent()) {
            throw changedSince(id, seen);
        }
        return edited.map(lookedUp::post);
    }

    private static ChangedMeanwhileException changedSince(PostId id, long seen) {
        return new ChangedMeanwhileException("post " + id.value() + " is no longer at revision " + seen);
    }
}
