package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.domain.post.PostSummary;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Base64;

/**
 * The continuation of a user's post list: the user and the last post shown (creation date and
 * id). The next page is the posts after that position, so posts written meanwhile shift nothing
 * (an offset would repeat one), whatever continuation format the server uses.
 */
record PositionToken(String owner, String creationDate, String postId) {

    private static final String PREFIX = "userposts.";

    static PositionToken after(String owner, PostSummary last) {
        return new PositionToken(owner, Json.date(last.creationDate()), last.postId().value());
    }

    String format() {
        String inner = owner + "\n" + creationDate + "\n" + postId;
        return PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(inner.getBytes(StandardCharsets.UTF_8));
    }

    static PositionToken parse(String owner, String token) {
        if (token.startsWith(PREFIX)) {
            try {
                byte[] bytes = Base64.getUrlDecoder().decode(token.substring(PREFIX.length()));
                String[] parts = new String(bytes, StandardCharsets.UTF_8).split("\n", -1);
                if (parts.length == 3 && parts[0].equals(owner) && !parts[2].isEmpty()) {
                    Instant.parse(parts[1]);
                    return new PositionToken(parts[0], parts[1], parts[2]);
                }
            } catch (RuntimeException malformed) {
                // falls through to the refusal below
            }
        }
        throw ListContinuation.refused();
    }
}
