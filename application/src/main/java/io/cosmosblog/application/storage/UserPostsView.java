package io.cosmosblog.application.storage;

import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.user.UserId;

/** Each user's posts in short form, newest first, kept beside the user by the projections. */
public interface UserPostsView {

    Page<PostSummary> postsOf(UserId user, PageRequest page);

    /** Stores the copy unless a newer revision of the same post is already there. */
    void put(PostSummary summary);

    /** Stores the copy unless a strictly newer revision is there: a rebuild rewrites a damaged copy of the same revision. */
    void restore(PostSummary summary);
}
