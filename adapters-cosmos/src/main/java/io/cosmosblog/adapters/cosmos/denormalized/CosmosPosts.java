package io.cosmosblog.adapters.cosmos.denormalized;

import com.azure.cosmos.models.CosmosPatchOperations;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.items.EntityItems;
import io.cosmosblog.adapters.cosmos.model.EntityItemPort;
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

/** C2 and Q2: each post is the entity item of its own partition in {@code posts}. */
public final class CosmosPosts extends EntityItemPort<Post, PostId> implements Posts {

    private final PostRemoval removal;

    public CosmosPosts(ContainerGateway posts) {
        super(posts, EntityItems.POSTS, PostId::value);
        // The tombstone stays after the sweep: the change feed carries it to the projections (V3) and to
        // the sweep there, until it expires.
        this.removal = new PostRemoval(posts, item -> EntityItems.POSTS.entity(item).deleted(), new ReactionSweep(posts)::sweep);
    }

    /** A post whose id holds its tombstone is stored over it ({@link PostRemoval#replaceTombstone}): a copy brings it back. */
    @Override
    public void add(Post post) {
        try {
            super.add(post);
        } catch (IdTakenException taken) {
            if (!removal.replaceTombstone(post.id(), EntityItems.POSTS.item(post))) {
                throw taken;
            }
        }
    }

    /** The post becomes its tombstone, then its comments and likes are deleted ({@link PostRemoval}). */
    @Override
    public Optional<DeletedPost> remove(PostId id) {
        return removal.remove(id);
    }

    @Override
    public Optional<DeletedPost> deletion(PostId id) {
        return removal.deletion(id);
    }

    @Override
    public void forEachBy(UserId author, Consumer<PostId> visitor) {
        PostQueries.forEachBy(container, author, visitor);
    }

    @Override
    public long count() {
        return PostQueries.count(container);
    }

    /**
     * A query across partitions for the post items only, read page by page: cheaper than the change
     * feed from the beginning, which would also read every comment and like, and it needs no lease.
     */
    @Override
    public void forEach(Consumer<Post> visitor) {
        container.acrossPartitions(PostQueries.EVERY_POST, item -> visitor.accept(EntityItems.POSTS.entity(item)));
    }

    /** One patch ({@link PostQueries#edit}): counters bumped meanwhile are never overwritten. */
    @Override
    public Optional<Post> edit(PostId id, Title title, PostContent content) {
        CosmosPatchOperations patch = PostQueries.edit(title, content);
        return container.patch(id.value(), id.value(), patch, PostQueries.IS_POST).map(EntityItems.POSTS::entity);
    }

    /**
     * The edit's one patch, conditioned on the revision: the service checks and writes in one step.
     * A refusal reads the post once, to tell a change since from no post.
     */
    @Override
    public Optional<Post> editIfUnchanged(PostId id, long seen, Title title, PostContent content) {
        CosmosPatchOperations patch = PostQueries.edit(title, content);
        Optional<Post> edited = container.patch(id.value(), id.value(), patch, PostQueries.atRevision(seen))
                .map(EntityItems.POSTS::entity);
        if (edited.isEmpty() && find(id).isPresent()) {
            throw new ChangedMeanwhileException("post " + id.value() + " is no longer at revision " + seen);
        }
        return edited;
    }
}
