package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.paging.PageRequest;
import io.cosmosblog.domain.shared.InvalidValueException;
import java.util.Optional;

/**
 * A continuation for lists that only ever grow at the end (comments, likes): the position of the
 * next item, tagged with the list and its post, so a token from one list is refused by another.
 */
final class PositionContinuation {

    private final String list;

    PositionContinuation(String list) {
        this.list = list;
    }

    /** Where a page of the list that belongs to {@code owner} (a post) starts. */
    int start(Object owner, PageRequest request) {
        return request.continuation().map(token -> parse(owner, token)).orElse(0);
    }

    Optional<String> after(Object owner, int nextPosition, int total) {
        return nextPosition < total ? Optional.of(prefix(owner) + nextPosition) : Optional.empty();
    }

    private String prefix(Object owner) {
        return list + "/" + owner + ":";
    }

    private int parse(Object owner, String token) {
        String prefix = prefix(owner);
        if (token.startsWith(prefix)) {
            try {
                int position = Integer.parseInt(token.substring(prefix.length()));
                if (position >= 0) {
                    return position;
                }
            } catch (NumberFormatException ignored) {
                // falls through to the refusal below
            }
        }
        throw new InvalidValueException("continuation", "is not a continuation of this list");
    }
}
