package io.cosmosblog.application.copy;

import io.cosmosblog.application.port.Page;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.Reactions;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Reaction;
import java.util.Optional;
import java.util.function.Consumer;

/** Every reaction of a kind on a post, oldest first, page by page: what a copy copies and its verification compares. */
final class EveryReaction {

    private static final int PAGE = 100;

    private EveryReaction() {
    }

    static <T extends Reaction<T>> void on(Reactions<T> reactions, PostId post, Consumer<T> visitor) {
        Optional<String> continuation = Optional.empty();
        do {
            Page<T> page = reactions.on(post, new PageRequest(PAGE, continuation));
            page.items().forEach(visitor);
            continuation = page.continuation();
        } while (continuation.isPresent());
    }
}
