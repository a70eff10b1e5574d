package io.cosmosblog.adapters.cosmos.changefeed;

import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.cosmos.items.HeadItems;
import io.cosmosblog.application.storage.Change;
import io.cosmosblog.application.storage.ChangeProjection;
import java.util.List;

/**
 * What the change feed of {@code posts} does with the changed posts themselves, chosen by the
 * data model's ports. Either way the names a batch carries are checked ({@link ChangeHandlers}).
 */
@FunctionalInterface
public interface PostChanges {

    /** V3: each changed post to the projections, which copy it, shortened, beside its author and into the feed. */
    PostChanges TO_VIEWS = (items, heads, projections) ->
            heads.project(items, HeadItems.POSTS, Change::ofPost, projections::postChanged);

    /**
     * V2: no view to copy a post into, so a changed post is only settled, for awaitCaughtUp; the
     * names its batch carries are checked as in every model.
     */
    PostChanges NAMES_ONLY = (items, heads, projections) -> heads.note(items, HeadItems.POSTS);

    void handle(List<JsonNode> items, HeadChanges heads, ChangeProjection projections);
}
