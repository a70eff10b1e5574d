package io.cosmosblog.adapters.inmemory.query;

import io.cosmosblog.application.port.FeedView;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostSummary;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * The feed where no copy of it is stored (V1, V2): the newest posts by a query across every
 * physical partition of the posts, each then {@code completed} as the model reads a post.
 * Nothing is stored here: {@link #put} and {@link #restore} have nothing to store, and
 * {@link #remove} nothing to drop (the delete took the post out of the ranges' index itself).
 */
public final class InMemoryFeedByQuery implements FeedView {

    private final PostRanges ranges;
    private final UnaryOperator<List<Post>> completed;

    public InMemoryFeedByQuery(PostRanges ranges, UnaryOperator<List<Post>> completed) {
        this.ranges = ranges;
        this.completed = completed;
    }

    @Override
    public List<PostSummary> latest(int limit) {
        return completed.apply(ranges.newest(Optional.empty(), null, limit)).stream().map(Post::summary).toList();
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
