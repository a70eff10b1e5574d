package io.cosmosblog.adapters.http.json;

/** C3: {@code {"content"}}. */
public record CommentRequest(String content) {
}
