package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.paging.PageRequest;
import io.cosmosblog.domain.shared.InvalidValueException;
import java.util.Optional;

/**
 * A continuation for lists that only ever grow at the end (comments, likes): the position of the
 * next item, tagged with the list it belongs to so a token from one list is refused by another.
 */
final class PositionContinuation {

    private final String list;

    PositionContinuation(String list) {
        this.list = list;
    }

    int start(PageRequest request) {
        return request.continuation().map(this::parse).orElse(0);
    }

    Optional<String> after(int nextPosition, int total) {
        return nextPosition < total ? Optional.of(list + ":" + nextPosition) : Optional.empty();
    }

    private int parse(String token) {
        String prefix = list + ":";
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
