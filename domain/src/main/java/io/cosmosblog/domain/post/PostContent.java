package io.cosmosblog.domain.post;

import io.cosmosblog.domain.shared.Text;

/** The body of a post; bounded so one post stays far below Cosmos DB's 2 MB item limit. */
public record PostContent(String value) {

    public static final int MAX_LENGTH = 100_000;

    public PostContent {
        value = Text.required("content", value, MAX_LENGTH);
    }

    /** The short form shown in lists: at most {@link PostSummary#CONTENT_LENGTH} characters. */
    public String excerpt() {
        return Text.truncate(value, PostSummary.CONTENT_LENGTH);
    }
}
