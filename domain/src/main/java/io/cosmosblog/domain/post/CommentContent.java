package io.cosmosblog.domain.post;

import io.cosmosblog.domain.shared.Text;

/**
 * The constructor holds what every stored comment meets; {@link #given} holds what a new comment
 * must meet, stricter, so that it is stored exactly as answered.
 */
public record CommentContent(String value) {

    public static final int MAX_LENGTH = 10_000;

    public CommentContent {
        value = Text.stored("content", value, MAX_LENGTH);
    }

    /** A comment sent by a user, kept as written, not normalised, line breaks and all (see {@link Text#multiline}). */
    public static CommentContent given(String value) {
        return new CommentContent(Text.multiline("content", value, MAX_LENGTH));
    }
}
