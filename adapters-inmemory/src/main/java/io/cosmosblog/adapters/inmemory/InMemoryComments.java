package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.storage.Comments;
import io.cosmosblog.application.storage.Page;
import io.cosmosblog.application.storage.PageRequest;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.PostId;

final class InMemoryComments implements Comments {

    private final PostReactions<Comment> comments;

    InMemoryComments(PostReactions<Comment> comments) {
        this.comments = comments;
    }

    /** A comment that is there already is the same request repeated: it was added. */
    @Override
    public Outcome add(Comment comment) {
        return comments.add(comment) == PostReactions.Added.NO_SUCH_POST ? Outcome.NO_SUCH_POST : Outcome.ADDED;
    }

    @Override
    public Page<Comment> on(PostId post, PageRequest request) {
        return comments.page(post, request);
    }
}
