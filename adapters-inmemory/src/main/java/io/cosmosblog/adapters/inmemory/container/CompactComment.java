package io.cosmosblog.adapters.inmemory.container;

import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.CommentContent;
import io.cosmosblog.domain.post.CommentId;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;

/** A comment as its strings, its user and their name (shared with the user), the name's revision and its time. */
record CompactComment(String id, UserId user, Username name, int userRevision, long createdNanos, String content)
        implements CompactReaction<Comment> {

    static CompactComment of(Comment comment) {
        return new CompactComment(comment.id().value(), comment.userId(), comment.userUsername(),
                Math.toIntExact(comment.userRevision()), CompactReaction.nanos(comment.creationDate()), comment.content().value());
    }

    @Override
    public String identity() {
        return id;
    }

    @Override
    public Comment on(PostId post) {
        return new Comment(new CommentId(id), post, user, name, userRevision, new CommentContent(content), CompactReaction.instant(createdNanos));
    }
}
