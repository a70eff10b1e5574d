package io.cosmosblog.adapters.cosmos.denormalized;

import com.azure.cosmos.models.CosmosPatchOperations;
import com.azure.cosmos.models.SqlParameter;
import com.azure.cosmos.models.SqlQuerySpec;
import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.items.EntityItems;
import io.cosmosblog.adapters.cosmos.items.Tombstones;
import io.cosmosblog.application.port.AuthorNameCopies;
import io.cosmosblog.domain.user.User;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A rename: the one cross-partition query of the system finds the {@code posts} partitions that
 * still carry a name of an older revision of the user (or none: items from before revisions were
 * kept), then in each partition every such copy (the post, comments, likes) gets the new name by
 * a patch conditioned on the copy's revision being older; the post's own revision is bumped, so
 * the change feed carries the new name on to the views. A patch is applied by the service to the
 * item as it is, so it never loses a race to the likes and comments writing a hot post (a
 * conditional replace would); a copy rewritten meanwhile fails the condition, which is success.
 * A copy written with an old name after the query is found by the projections' name check.
 */
public final class CosmosAuthorNameCopies implements AuthorNameCopies {

    // A deleted post's tombstone carries no name: it is never rewritten (nor brought back by a patch).
    private static final String OLDER_COPY = "(NOT IS_DEFINED(c.userRevision) OR c.userRevision < @revision) AND "
            + Tombstones.LIVE;
    private static final String STALE_PARTITIONS = "SELECT VALUE c.postId FROM c WHERE c.userId = @userId AND " + OLDER_COPY;
    private static final String STALE_COPIES = "SELECT c.id, c.type FROM c WHERE c.userId = @userId AND " + OLDER_COPY;

    private final ContainerGateway posts;

    public CosmosAuthorNameCopies(ContainerGateway posts) {
        this.posts = posts;
    }

    @Override
    public void rewrite(User user) {
        Set<String> stale = new LinkedHashSet<>();
        posts.acrossPartitions(query(STALE_PARTITIONS, user)).forEach(post -> stale.add(post.asText()));
        for (String post : stale) {
            rewrite(post, user);
        }
    }

    private void rewrite(String post, User user) {
        // A patch's condition takes no parameters: the revision is a number, written as one.
        String olderCopy = "FROM c WHERE " + OLDER_COPY.replace("@revision", Long.toString(user.revision()));
        for (JsonNode copy : posts.all(post, query(STALE_COPIES, user))) {
            CosmosPatchOperations patch = CosmosPatchOperations.create()
                    .set("/userUsername", user.username().value())
                    .set("/userRevision", user.revision());
            if (EntityItems.POSTS.type().equals(copy.path("type").asText())) {
                patch.increment("/revision", 1);
            }
            posts.patch(post, copy.get("id").asText(), patch, olderCopy);
        }
    }

    private static SqlQuerySpec query(String text, User user) {
        return new SqlQuerySpec(text, List.of(
                new SqlParameter("@userId", user.id().value()), new SqlParameter("@revision", user.revision())));
    }
}
