package io.cosmosblog.adapters.http;

import io.cosmosblog.adapters.http.json.FeedJson;
import io.cosmosblog.adapters.http.json.JsonReply;
import io.cosmosblog.adapters.http.json.PostJson;
import io.cosmosblog.application.feed.ViewFeed;
import io.cosmosblog.application.port.FeedView;
import io.cosmosblog.domain.shared.InvalidValueException;
import io.javalin.http.Context;

/**
 * Q6: a bounded view, the {@link FeedView#CAPACITY} newest posts, so one answer holds all of it
 * that a client may ask for; there is no next page, hence no {@code continuation} either way.
 */
public final class FeedHandlers {

    private final ViewFeed viewFeed;

    public FeedHandlers(ViewFeed viewFeed) {
        this.viewFeed = viewFeed;
    }

    static final String NO_PAGES = "the feed has no further pages; ask for up to " + FeedView.CAPACITY + " with limit";

    void latest(Context ctx) {
        // Refused rather than ignored: a client that pages the feed like the other lists would
        // otherwise get the same first page again and again.
        if (QueryParameters.isPresent(ctx, "continuation")) {
            throw new InvalidValueException("continuation", NO_PAGES);
        }
        int limit = PageParameters.limit(ctx, FeedView.CAPACITY);
        JsonReply.send(ctx, new FeedJson(viewFeed.latest(limit).stream().map(PostJson::of).toList()));
    }
}
