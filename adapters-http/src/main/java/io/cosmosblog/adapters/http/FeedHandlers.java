package io.cosmosblog.adapters.http;

import io.cosmosblog.adapters.http.json.FeedJson;
import io.cosmosblog.adapters.http.json.PostJson;
import io.cosmosblog.application.feed.ViewFeed;
import io.cosmosblog.application.storage.FeedView;
import io.javalin.http.Context;

/** Q6. */
public final class FeedHandlers {

    private final ViewFeed viewFeed;

    public FeedHandlers(ViewFeed viewFeed) {
        this.viewFeed = viewFeed;
    }

    void latest(Context ctx) {
        int limit = PageParameters.limit(ctx, FeedView.CAPACITY);
        ctx.json(new FeedJson(viewFeed.latest(limit).stream().map(PostJson::of).toList()));
    }
}
