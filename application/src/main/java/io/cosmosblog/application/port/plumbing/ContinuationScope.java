package io.cosmosblog.application.port.plumbing;

import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.shared.InvalidValueException;
import io.cosmosblog.domain.user.UserId;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Optional;

/**
 * One list that pages (a post's comments, a post's likes, a user's posts), and the one owner of
 * its continuation tokens: the adapter's own position in the list, wrapped with the list's name,
 * so a token is opaque to clients and continues only the list that issued it. A token from
 * another list, a mangled one or a made-up one is refused with one message.
 */
public record ContinuationScope(String name) {

    private static final int MAX_TOKEN_LENGTH = 8192;
    private static final char SEPARATOR = '\n';

    public static ContinuationScope commentsOn(PostId post) {
        return new ContinuationScope("comments/" + post.value());
    }

    public static ContinuationScope likesOn(PostId post) {
        return new ContinuationScope("likes/" + post.value());
    }

    public static ContinuationScope postsOf(UserId user) {
        return new ContinuationScope("user-posts/" + user.value());
    }

    /** Where the page asked for starts, in the adapter's terms: empty for the first page. */
    public Optional<String> start(PageRequest request) {
        return request.continuation().map(this::positionIn);
    }

    /** The token a client sends back for the page after {@code position}; empty on the last page. */
    public Optional<String> continuationAt(Optional<String> position) {
        return position.map(this::tokenFor);
    }

    private String tokenFor(String position) {
        byte[] plain = (name + SEPARATOR + position).getBytes(StandardCharsets.UTF_8);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(plain);
    }

    private String positionIn(String token) {
        if (token.isEmpty() || token.length() > MAX_TOKEN_LENGTH) {
            throw refused();
        }
        String plain;
        try {
            byte[] bytes = Base64.getUrlDecoder().decode(token);
            plain = StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
        } catch (IllegalArgumentException | CharacterCodingException mangled) {
            throw refused();
        }
        String prefix = name + SEPARATOR;
        if (!plain.startsWith(prefix) || plain.length() == prefix.length()) {
            throw refused();
        }
        return plain.substring(prefix.length());
    }

    /** The one answer to a token this list did not issue, or one the store cannot read back. */
    public static InvalidValueException refused() {
        return new InvalidValueException("continuation", "is not a continuation of this list");
    }
}
