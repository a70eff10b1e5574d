package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.storage.Page;
import io.cosmosblog.application.storage.PageRequest;
import io.cosmosblog.application.storage.UserPostsView;
import io.cosmosblog.application.storage.plumbing.ContinuationScope;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.user.UserId;
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
            PostPosition after = start.map(PostPosition::handedBack).orElse(null);
            if (shelf.isEmpty()) {
                return Page.<PostSummary>last(List.of());
            }
            List<PostSummary> items = shelf.get().after(after, request.limit());
            Optional<String> next = items.isEmpty() ? Optional.empty()
                    : Optional.of(PostPosition.of(items.get(items.size() - 1)))
                            .filter(shelf.get()::hasAfter)
                            .map(PostPosition::handedOut);
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
}
