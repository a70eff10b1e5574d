package io.cosmosblog.adapters.http.json;

/** C2 create and edit: {@code {"title","content"}}. */
public record PostRequest(String title, String content) {
}
