package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.CommentContent;
import io.cosmosblog.domain.post.CommentId;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;

/** A comment as its strings, its user and their name (shared with the user), the name's revision and its time. */
record KeptComment(String id, UserId user, Username name, int userRevision, long createdNanos, String content)
        implements Kept<Comment> {

    static KeptComment of(Comment comment) {
        return new KeptComment(comment.id().value(), comment.userId(), comment.userUsername(),
                Math.toIntExact(comment.userRevision()), Kept.nanos(comment.creationDate()), comment.content().value());
    }

    @Override
    public String identity() {
        return id;
    }

    @Override
    public Comment on(PostId post) {
        return new Comment(new CommentId(id), post, user, name, userRevision, new CommentContent(content), Kept.instant(createdNanos));
    }
}
