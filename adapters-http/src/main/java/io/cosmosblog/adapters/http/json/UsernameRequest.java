package io.cosmosblog.adapters.http.json;

/** C1 create and edit: {@code {"username"}}. */
public record UsernameRequest(String username) {
}
