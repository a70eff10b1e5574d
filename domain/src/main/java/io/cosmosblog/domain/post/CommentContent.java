package io.cosmosblog.domain.post;

import io.cosmosblog.domain.shared.Text;

public record CommentContent(String value) {

    public static final int MAX_LENGTH = 10_000;

    public CommentContent {
        value = Text.required("content", value, MAX_LENGTH);
    }
}
