package io.cosmosblog.domain.post;

import io.cosmosblog.domain.shared.Text;

/**
 * The body of a post; bounded so one post stays far below Cosmos DB's 2 MB item limit. The
 * constructor holds what every stored body meets; {@link #given} holds what a new body must meet,
 * stricter, so that it is stored exactly as answered.
 */
public record PostContent(String value) {

    public static final int MAX_LENGTH = 100_000;

    public PostContent {
        value = Text.stored("content", value, MAX_LENGTH);
    }

    /** A body sent by a user, kept as written, not normalised, line breaks and all (see {@link Text#multiline}). */
    public static PostContent given(String value) {
        return new PostContent(Text.multiline("content", value, MAX_LENGTH));
    }

    /** The short form shown in lists: at most {@link PostSummary#CONTENT_LENGTH} characters. */
    public String excerpt() {
        return Text.truncate(value, PostSummary.CONTENT_LENGTH);
    }
}
