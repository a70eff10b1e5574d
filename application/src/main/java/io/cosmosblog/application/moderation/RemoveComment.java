package io.cosmosblog.application.moderation;

import io.cosmosblog.application.port.Comments;
import io.cosmosblog.application.failure.NotFoundException;
import io.cosmosblog.application.port.Reactions;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.CommentId;
import io.cosmosblog.domain.post.PostId;

/** A comment an operator deletes, whoever wrote it, uncounted on its post in the same atomic step. */
public final class RemoveComment {

    private final Comments comments;

    public RemoveComment(Comments comments) {
        this.comments = comments;
    }

    /** The comment deleted, for the operator's log line. */
    public Comment remove(PostId post, CommentId id) {
        Comment comment = comments.find(post, id.value()).orElseThrow(() -> new NotFoundException("comment", id));
        switch (comments.remove(post, id.value())) {
            case REMOVED -> { }
            case NOT_THERE -> throw new NotFoundException("comment", id);
            case NO_SUCH_POST -> throw new NotFoundException("post", post);
        }
        return comment;
    }
}
