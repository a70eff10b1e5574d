package io.cosmosblog.adapters.cosmos.v3;

import com.azure.cosmos.models.CosmosPatchOperations;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.gateway.CosmosFailure;
import io.cosmosblog.adapters.cosmos.gateway.CosmosRefusal;
import io.cosmosblog.adapters.cosmos.items.SummaryItems;
import io.cosmosblog.adapters.cosmos.items.Tombstones;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.PostSummary;
import java.util.List;
import java.util.Optional;

/**
 * Writes a post's short copy into a view unless the view holds that revision or a newer one, in
 * one operation where it can: a new post's copy (revision 1) is created, any later revision
 * patches the stored copy on the condition that it is older. Only when the guess is wrong (the
 * copy exists already, or is missing) does a second operation follow. Every step is conditional,
 * so a late or repeated delivery never puts an older revision over a newer one.
 *
 * <p>A deleted post's copy becomes its tombstone ({@link Tombstones}), or is created as one where
 * there was none: never deleted, because a late copy would then be created anew (the fallback
 * above); against the tombstone's newer revision it fails its condition instead.
 */
public final class SummaryCopies {

    private static final int ATTEMPTS = 20;
    private static final String REPAIRS = "<=";

    private final ContainerGateway view;
    private final List<String> triggersOnCreate;
    private final Optional<String> keyField;

    SummaryCopies(ContainerGateway view, List<String> triggersOnCreate) {
        this(view, triggersOnCreate, Optional.empty());
    }

    /**
     * @param keyField the field that holds the partition's key in a view partitioned by a field the
     *                 copy does not carry (V4's feed shards): written into each copy it creates
     */
    public SummaryCopies(ContainerGateway view, List<String> triggersOnCreate, Optional<String> keyField) {
        this.view = view;
        this.triggersOnCreate = triggersOnCreate;
        this.keyField = keyField;
    }

    // The conditions on the stored copy, c.revision < r (put) and c.revision <= r (restore), are the
    // storage form of the domain's PostSummary.supersedes and PostSummary.repairs.
    void put(String key, PostSummary summary) {
        write(key, summary, "<");
    }

    /** As {@link #put}, but a copy of the same revision is rewritten too: a rebuild repairs damaged copies. */
    void restore(String key, PostSummary summary) {
        write(key, summary, REPAIRS);
    }

    private void write(String key, PostSummary summary, String olderThan) {
        boolean createFirst = summary.revision() == 1;
        for (int attempt = 1; attempt <= ATTEMPTS; attempt++) {
            if (createFirst) {
                if (created(key, summary)) {
                    return;
                }
            } else {
                ContainerGateway.Patch patched = view.patchWhere(key, summary.postId().value(), patch(summary),
                        "FROM c WHERE c.revision " + olderThan + " " + summary.revision() + " AND " + Tombstones.LIVE);
                if (patched == ContainerGateway.Patch.CONDITION_NOT_MET && olderThan.equals(REPAIRS)) {
                    overTombstone(key, summary);
                }
                if (patched != ContainerGateway.Patch.NO_SUCH_ITEM) {
                    return;
                }
            }
            // The guess was wrong (created meanwhile, or not there): the other way round.
            createFirst = !createFirst;
        }
        throw new IllegalStateException("the copy of post " + summary.postId() + " kept changing under its writes");
    }

    /**
     * A post stored again after its delete (a copy brought it back, then rebuilt the views) carries a
     * revision past the delete's: in a rebuild its copy takes the place of the tombstone, in one
     * patch, and lives on without expiring. A tombstone of that revision or a newer one stays.
     */
    private void overTombstone(String key, PostSummary summary) {
        view.patchWhere(key, summary.postId().value(), patch(summary).remove("/" + Tombstones.DELETED).remove("/ttl"),
                "FROM c WHERE c.revision < " + summary.revision() + " AND IS_DEFINED(c." + Tombstones.DELETED + ")");
    }

    /** The copy of {@code post} turned into its tombstone, its text dropped; created as one when missing. */
    void remove(String key, DeletedPost post) {
        for (int attempt = 1; attempt <= ATTEMPTS; attempt++) {
            ContainerGateway.Patch patched = view.patchWhere(key, post.id().value(), tombstone(post),
                    "FROM c WHERE c.revision < " + post.revision() + " AND " + Tombstones.LIVE);
            // Not met: the tombstone is there already (a repeated delivery).
            if (patched != ContainerGateway.Patch.NO_SUCH_ITEM || created(key, Tombstones.item(post))) {
                return;
            }
        }
        throw new IllegalStateException("the copy of post " + post.id() + " kept changing under its delete");
    }

    private boolean created(String key, PostSummary summary) {
        return created(key, SummaryItems.item(summary));
    }

    private boolean created(String key, ObjectNode item) {
        keyField.ifPresent(field -> item.put(field, key));
        try {
            view.create(key, item, triggersOnCreate);
            return true;
        } catch (CosmosRefusal e) {
            if (e.is(CosmosFailure.CONFLICT)) {
                return false;
            }
            throw e;
        }
    }

    /** Eight operations of the ten a patch may hold: what the copy showed goes, the delete's revision comes. */
    private static CosmosPatchOperations tombstone(DeletedPost post) {
        return CosmosPatchOperations.create()
                .set("/" + Tombstones.DELETED, true)
                .set("/ttl", Tombstones.TTL_SECONDS)
                .set("/revision", post.revision())
                .remove("/userUsername")
                .remove("/title")
                .remove("/content")
                .remove("/commentCount")
                .remove("/likeCount");
    }

    private static CosmosPatchOperations patch(PostSummary summary) {
        ObjectNode item = SummaryItems.item(summary);
        return CosmosPatchOperations.create()
                .set("/userId", item.get("userId").asText())
                .set("/userUsername", item.get("userUsername").asText())
                .set("/title", item.get("title").asText())
                .set("/content", item.get("content").asText())
                .set("/commentCount", summary.commentCount())
                .set("/likeCount", summary.likeCount())
                .set("/creationDate", item.get("creationDate").asText())
                .set("/revision", summary.revision());
    }
}
