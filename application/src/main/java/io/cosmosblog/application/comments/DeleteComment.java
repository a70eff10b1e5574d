package io.cosmosblog.application.comments;

import io.cosmosblog.application.users.Actor;
import io.cosmosblog.application.users.Revocations;
import io.cosmosblog.application.port.Comments;
import io.cosmosblog.application.failure.NotAllowedException;
import io.cosmosblog.application.failure.NotFoundException;
import io.cosmosblog.application.port.Posts;
import io.cosmosblog.application.port.Reactions;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.CommentId;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.User;

/**
 * A comment deleted by its author or by the author of the post it is on, and uncounted in the
 * same atomic step. A comment is addressed by its id, so one deleted already is not found: a
 * repeat answers "not found" and never uncounts twice.
 */
public final class DeleteComment {

    private final Comments comments;
    private final Posts posts;
    private final Revocations revocations;

    public DeleteComment(Comments comments, Posts posts, Revocations revocations) {
        this.comments = comments;
        this.posts = posts;
        this.revocations = revocations;
    }

    public void delete(Actor acting, PostId post, CommentId id) {
        User actor = acting.user();
        Comment comment = comments.find(post, id.value()).orElseThrow(() -> new NotFoundException("comment", id));
        // The post is read only when the actor is not the comment's author.
        if (!comment.userId().equals(actor.id())
                && !posts.find(post).orElseThrow(() -> new NotFoundException("post", post)).isWrittenBy(actor.id())) {
            throw new NotAllowedException("only the comment's author or the post's author may delete a comment");
        }
        switch (revocations.commit(acting, () -> comments.remove(post, id.value()))) {
            case REMOVED -> { }
            // Deleted by another request between the read and now: that one counted it off.
            case NOT_THERE -> throw new NotFoundException("comment", id);
            case NO_SUCH_POST -> throw new NotFoundException("post", post);
        }
    }
}
