package io.cosmosblog.application.port;

import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.PostSummary;
import java.util.List;

/** The front page: short copies of the {@value #CAPACITY} most recent posts, kept by the projections. */
public interface FeedView {

    int CAPACITY = 100;

    /** The newest {@code limit} posts, newest first. */
    List<PostSummary> latest(int limit);

    /**
     * Stores the copy unless a newer revision of that post is there already, then keeps only the
     * {@value #CAPACITY} newest posts.
     */
    void put(PostSummary summary);

    /**
     * Drops the copy of a deleted post, for good (a copy of an older revision delivered or
     * rebuilt afterwards does not bring it back), and then holds the {@value #CAPACITY} newest
     * posts that exist again: an older post moves up into the place it leaves.
     */
    void remove(DeletedPost post);

    /** As {@link #put}, but rewrites a copy of the same revision too: a rebuild repairs a damaged copy. */
    void restore(PostSummary summary);
}
