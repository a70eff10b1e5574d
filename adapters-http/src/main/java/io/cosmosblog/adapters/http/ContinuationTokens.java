package io.cosmosblog.adapters.http;

import io.cosmosblog.domain.shared.InvalidValueException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * The continuation a client sees: the storage adapter's own token, wrapped with the list it
 * belongs to (e.g. the comments of one post), so that a token is opaque and only ever continues
 * the list that issued it.
 */
final class ContinuationTokens {

    private static final int MAX_LENGTH = 8192;
    private static final String SEPARATOR = "\n";

    private ContinuationTokens() {
    }

    static String issue(String list, String storageToken) {
        byte[] plain = (list + SEPARATOR + storageToken).getBytes(StandardCharsets.UTF_8);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(plain);
    }

    static String read(String list, String token) {
        String plain = decode(token);
        String prefix = list + SEPARATOR;
        if (!plain.startsWith(prefix) || plain.length() == prefix.length()) {
            throw invalid();
        }
        return plain.substring(prefix.length());
    }

    private static String decode(String token) {
        if (token.isEmpty() || token.length() > MAX_LENGTH) {
            throw invalid();
        }
        try {
            byte[] bytes = Base64.getUrlDecoder().decode(token);
            return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
        } catch (IllegalArgumentException | CharacterCodingException e) {
            throw invalid();
        }
    }

    private static InvalidValueException invalid() {
        return new InvalidValueException("continuation", "is not a token this list handed out");
    }
}
