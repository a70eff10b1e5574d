package io.cosmosblog.application.comments;

import io.cosmosblog.application.failure.NotFoundException;
import io.cosmosblog.application.storage.Comments;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.CommentContent;
import io.cosmosblog.domain.post.CommentId;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.User;
import java.time.Clock;

/** C3: a comment, stored and counted in one atomic step on the post. */
public final class CommentOnPost {

    private final Comments comments;
    private final Clock clock;

    public CommentOnPost(Comments comments, Clock clock) {
        this.comments = comments;
        this.clock = clock;
    }

    public Comment comment(User author, PostId post, CommentContent content) {
        Comment comment = new Comment(CommentId.generate(), post, author.id(), author.username(), content, clock.instant());
        if (comments.add(comment) == Comments.Outcome.NO_SUCH_POST) {
            throw new NotFoundException("post", post);
        }
        return comment;
    }
}
