package io.cosmosblog.application.comments;

import io.cosmosblog.application.failure.NotFoundException;
import io.cosmosblog.application.storage.Reactions;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.CommentContent;
import io.cosmosblog.domain.post.CommentId;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.User;
import java.time.Clock;

/** C3: a comment, stored and counted in one atomic step on the post. */
public final class CommentOnPost {

    private final Reactions<Comment> comments;
    private final Clock clock;

    public CommentOnPost(Reactions<Comment> comments, Clock clock) {
        this.comments = comments;
        this.clock = clock;
    }

    public Comment comment(User author, PostId post, CommentContent content) {
        Comment comment = new Comment(CommentId.generate(), post, author.id(), author.username(), content, clock.instant());
        // A comment's id is new, so one that is there already is this request's own, stored by an
        // attempt the store retried: it was added, and counted once.
        if (comments.add(comment) == Reactions.Added.NO_SUCH_POST) {
            throw new NotFoundException("post", post);
        }
        return comment;
    }
}
