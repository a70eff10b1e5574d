package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.domain.shared.InvalidValueException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * The API's opaque continuation around the SDK's own: it names the list (e.g. "comments") and
 * the partition it pages through, so a token from another list, another post or nowhere at all
 * is refused as invalid input before it can reach Cosmos DB as a malformed request.
 */
final class ListContinuation {

    private static final char SEPARATOR = '\n';

    private final String list;

    ListContinuation(String list) {
        this.list = list;
    }

    String wrap(String owner, String cosmosToken) {
        String inner = owner + SEPARATOR + cosmosToken;
        return list + "." + Base64.getUrlEncoder().withoutPadding().encodeToString(inner.getBytes(StandardCharsets.UTF_8));
    }

    String unwrap(String owner, String token) {
        String prefix = list + ".";
        if (token.startsWith(prefix)) {
            try {
                String inner = new String(Base64.getUrlDecoder().decode(token.substring(prefix.length())), StandardCharsets.UTF_8);
                int separator = inner.indexOf(SEPARATOR);
                if (separator > 0 && inner.substring(0, separator).equals(owner) && separator + 1 < inner.length()) {
                    return inner.substring(separator + 1);
                }
            } catch (IllegalArgumentException notBase64) {
                // falls through to the refusal below
            }
        }
        throw refused();
    }

    static InvalidValueException refused() {
        return new InvalidValueException("continuation", "is not a continuation of this list");
    }
}
