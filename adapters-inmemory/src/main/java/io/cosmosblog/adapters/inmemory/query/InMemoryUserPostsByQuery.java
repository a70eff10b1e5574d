package io.cosmosblog.adapters.inmemory.query;

import io.cosmosblog.adapters.inmemory.container.PostPosition;
import io.cosmosblog.application.port.Page;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.UserPostsView;
import io.cosmosblog.application.port.plumbing.ContinuationScope;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.user.UserId;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * A user's posts where no copy of them is stored (V1, V2): a query across every physical partition
 * of the posts, newest first, each post then {@code completed} as the model reads a post. A page
 * continues after the last post shown, so posts written meanwhile shift nothing. Nothing is
 * stored here: {@link #put} and {@link #restore} have nothing to store, and {@link #remove} nothing
 * to drop (the delete took the post out of the ranges' index itself).
 */
public final class InMemoryUserPostsByQuery implements UserPostsView {

    private final PostRanges ranges;
    private final UnaryOperator<List<Post>> completed;

    public InMemoryUserPostsByQuery(PostRanges ranges, UnaryOperator<List<Post>> completed) {
        this.ranges = ranges;
        this.completed = completed;
    }

    @Override
    public Page<PostSummary> postsOf(UserId user, PageRequest request) {
        ContinuationScope list = ContinuationScope.postsOf(user);
        PostPosition after = list.start(request).map(PostPosition::handedBack).orElse(null);
        List<Post> found = ranges.newest(Optional.of(user), after, request.limit() + 1);
        List<Post> shown = completed.apply(found.subList(0, Math.min(found.size(), request.limit())));
        Optional<String> next = found.size() > request.limit()
                ? Optional.of(PostPosition.of(shown.get(shown.size() - 1)).handedOut())
                : Optional.empty();
        return new Page<>(shown.stream().map(Post::summary).toList(), list.continuationAt(next));
    }

    @Override
    public void put(PostSummary summary) {
    }

    @Override
    public void remove(DeletedPost post) {
    }

    @Override
    public void restore(PostSummary summary) {
    }
}
