package io.cosmosblog.application.feed;

import io.cosmosblog.application.port.FeedView;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.shared.InvalidValueException;
import java.util.List;

/** Q6: the x most recent posts in short form, read from one small view. */
public final class ViewFeed {

    private final FeedView feed;

    public ViewFeed(FeedView feed) {
        this.feed = feed;
    }

    public List<PostSummary> latest(int limit) {
        if (limit < 1 || limit > FeedView.CAPACITY) {
            throw new InvalidValueException("limit", "must be between 1 and " + FeedView.CAPACITY);
        }
        return feed.latest(limit);
    }
}
