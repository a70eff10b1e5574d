package io.cosmosblog.adapters.inmemory.v3;

import io.cosmosblog.adapters.inmemory.container.LockedPartitions;
import io.cosmosblog.adapters.inmemory.container.PostPosition;
import io.cosmosblog.application.port.Page;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.UserPostsView;
import io.cosmosblog.application.port.plumbing.ContinuationScope;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.user.UserId;
import java.util.List;
import java.util.Optional;

/**
 * Each user's short posts, beside the user as in the {@code users} container. A page's position
 * is the last post shown, so posts written meanwhile shift nothing.
 */
final class InMemoryUserPostsView implements UserPostsView {

    private final LockedPartitions<UserId, SummaryList> lists;

    InMemoryUserPostsView(LockedPartitions<UserId, SummaryList> lists) {
        this.lists = lists;
    }

    @Override
    public Page<PostSummary> postsOf(UserId user, PageRequest request) {
        return lists.page(ContinuationScope.postsOf(user), user, request, (list, start) -> {
            PostPosition after = start.map(PostPosition::handedBack).orElse(null);
            if (list.isEmpty()) {
                return Page.<PostSummary>last(List.of());
            }
            List<PostSummary> items = list.get().after(after, request.limit());
            Optional<String> next = items.isEmpty() ? Optional.empty()
                    : Optional.of(PostPosition.of(items.get(items.size() - 1)))
                            .filter(list.get()::hasAfter)
                            .map(PostPosition::handedOut);
            return new Page<>(items, next);
        });
    }

    @Override
    public void put(PostSummary summary) {
        lists.upsert(summary.userId(), SummaryList::new, list -> list.put(summary));
    }

    /** The author's list is made if they have none yet: it remembers the delete, for a copy that comes late. */
    @Override
    public void remove(DeletedPost post) {
        lists.upsert(post.userId(), SummaryList::new, list -> list.remove(post));
    }

    @Override
    public void restore(PostSummary summary) {
        lists.upsert(summary.userId(), SummaryList::new, list -> list.restore(summary));
    }
}
