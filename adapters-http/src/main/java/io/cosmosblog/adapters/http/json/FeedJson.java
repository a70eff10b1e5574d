package io.cosmosblog.adapters.http.json;

import java.util.List;

/** Q6: the feed is short by design, so it has no continuation. */
public record FeedJson(List<PostJson> items) {
}
