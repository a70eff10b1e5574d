package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.adapters.inmemory.SummaryShelf.Position;
import io.cosmosblog.application.paging.Page;
import io.cosmosblog.application.paging.PageRequest;
import io.cosmosblog.application.posts.UserPostsView;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.shared.InvalidValueException;
import io.cosmosblog.domain.user.UserId;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Each user's short posts, beside the user as in the {@code users} container. A continuation
 * names the last post shown, so posts written meanwhile shift nothing.
 */
final class InMemoryUserPostsView implements UserPostsView {

    private static final String PREFIX = "userposts:";

    private final Map<UserId, SummaryShelf> shelves = new ConcurrentHashMap<>();
    private final Metering metering;

    InMemoryUserPostsView(Metering metering) {
        this.metering = metering;
    }

    @Override
    public Page<PostSummary> postsOf(UserId user, PageRequest request) {
        Position after = request.continuation().map(token -> parse(user, token)).orElse(null);
        return metering.operation(Metering.users(user), () -> {
            SummaryShelf shelf = shelves.get(user);
            if (shelf == null) {
                return Page.<PostSummary>last(List.of());
            }
            List<PostSummary> items = shelf.after(after, request.limit());
            Optional<String> next = items.isEmpty() ? Optional.empty()
                    : Optional.of(Position.of(items.get(items.size() - 1)))
                            .filter(shelf::hasAfter)
                            .map(position -> format(user, position));
            return new Page<>(items, next);
        });
    }

    @Override
    public void put(PostSummary summary) {
        metering.operation(Metering.users(summary.userId()),
                () -> shelves.computeIfAbsent(summary.userId(), u -> new SummaryShelf()).put(summary));
    }

    private static String format(UserId user, Position position) {
        return prefix(user) + position.creationDate() + "|" + position.postId();
    }

    /** The user is part of the token, so one user's continuation is refused on another's list. */
    private static String prefix(UserId user) {
        return PREFIX + user + ":";
    }

    private static Position parse(UserId user, String token) {
        String prefix = prefix(user);
        int bar = token.indexOf('|');
        if (token.startsWith(prefix) && bar > prefix.length()) {
            try {
                return new Position(Instant.parse(token.substring(prefix.length(), bar)), token.substring(bar + 1));
            } catch (RuntimeException ignored) {
                // falls through to the refusal below
            }
        }
        throw new InvalidValueException("continuation", "is not a continuation of this list");
    }
}
