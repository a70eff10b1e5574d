package io.cosmosblog.adapters.cosmos.ports;

import com.azure.cosmos.models.CosmosPatchOperations;
import com.azure.cosmos.models.SqlParameter;
import com.azure.cosmos.models.SqlQuerySpec;
import io.cosmosblog.adapters.cosmos.items.HeadItems;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.Title;
import java.util.List;

/** What every model asks of its posts container alike: the post items, counted, listed and edited. */
public final class PostQueries {

    /** A patch's or a batch's condition: the item is a post (not a comment or like that took its id). */
    public static final String IS_POST = "FROM c WHERE c.type = '" + HeadItems.POSTS.type() + "'";
    public static final SqlQuerySpec COUNT = new SqlQuerySpec("SELECT VALUE COUNT(1) FROM c WHERE c.type = @type",
            List.of(new SqlParameter("@type", HeadItems.POSTS.type())));
    public static final SqlQuerySpec EVERY_POST = new SqlQuerySpec("SELECT * FROM c WHERE c.type = @type",
            List.of(new SqlParameter("@type", HeadItems.POSTS.type())));

    private PostQueries() {
    }

    /**
     * An edit as one patch: title and content set, revision incremented, applied atomically by the
     * server, so counters bumped meanwhile by comments and likes are never overwritten.
     */
    public static CosmosPatchOperations edit(Title title, PostContent content) {
        return CosmosPatchOperations.create()
                .set("/title", title.value())
                .set("/content", content.value())
                .increment(HeadItems.REVISION, 1);
    }
}
