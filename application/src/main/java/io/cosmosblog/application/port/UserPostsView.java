package io.cosmosblog.application.port;

import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.user.UserId;

/** Each user's posts in short form, newest first, kept beside the user by the projections. */
public interface UserPostsView {

    Page<PostSummary> postsOf(UserId user, PageRequest page);

    /** Stores the copy unless a newer revision of the same post is already there. */
    void put(PostSummary summary);

    /**
     * Drops the copy of a deleted post from its author's list, for good: a copy of an older
     * revision delivered or rebuilt afterwards does not bring it back.
     */
    void remove(DeletedPost post);

    /** Stores the copy unless a strictly newer revision is there: a rebuild rewrites a damaged copy of the same revision. */
    void restore(PostSummary summary);
}
