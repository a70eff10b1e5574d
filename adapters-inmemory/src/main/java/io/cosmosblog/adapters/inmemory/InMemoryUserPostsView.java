package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.adapters.inmemory.SummaryShelf.Position;
import io.cosmosblog.application.storage.ContinuationScope;
import io.cosmosblog.application.storage.Page;
import io.cosmosblog.application.storage.PageRequest;
import io.cosmosblog.application.storage.UserPostsView;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.user.UserId;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Each user's short posts, beside the user as in the {@code users} container. A page's position
 * is the last post shown, so posts written meanwhile shift nothing.
 */
final class InMemoryUserPostsView implements UserPostsView {

    private final Container<UserId, SummaryShelf> shelves;

    InMemoryUserPostsView(Container<UserId, SummaryShelf> shelves) {
        this.shelves = shelves;
    }

    @Override
    public Page<PostSummary> postsOf(UserId user, PageRequest request) {
        return shelves.page(ContinuationScope.postsOf(user), user, request, (shelf, start) -> {
            Position after = start.map(InMemoryUserPostsView::position).orElse(null);
            if (shelf.isEmpty()) {
                return Page.<PostSummary>last(List.of());
            }
            List<PostSummary> items = shelf.get().after(after, request.limit());
            Optional<String> next = items.isEmpty() ? Optional.empty()
                    : Optional.of(Position.of(items.get(items.size() - 1)))
                            .filter(shelf.get()::hasAfter)
                            .map(position -> position.creationDate() + "|" + position.postId());
            return new Page<>(items, next);
        });
    }

    @Override
    public void put(PostSummary summary) {
        shelves.upsert(summary.userId(), SummaryShelf::new, shelf -> shelf.put(summary));
    }

    @Override
    public void restore(PostSummary summary) {
        shelves.upsert(summary.userId(), SummaryShelf::new, shelf -> shelf.restore(summary));
    }

    private static Position position(String handedOut) {
        int bar = handedOut.indexOf('|');
        if (bar > 0 && bar < handedOut.length() - 1) {
            try {
                return new Position(Instant.parse(handedOut.substring(0, bar)), handedOut.substring(bar + 1));
            } catch (RuntimeException ignored) {
                // refused below
            }
        }
        throw ContinuationScope.refused();
    }
}
