package io.cosmosblog.application.storage;

import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.PostId;

/** The comments on each post, kept with the post so that adding one and counting it is one atomic step. */
public interface Comments {

    enum Outcome { ADDED, NO_SUCH_POST }

    /** Stores the comment and adds one to its post's {@code commentCount}, atomically; nothing when the post is missing. */
    Outcome add(Comment comment);

    /** Oldest first. */
    Page<Comment> on(PostId post, PageRequest page);
}
