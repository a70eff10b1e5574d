package io.cosmosblog.adapters.http.json;

import io.cosmosblog.domain.post.Comment;

public record CommentJson(String id, String postId, String userId, String userUsername, String content, String creationDate) {

    public static CommentJson of(Comment comment) {
        return new CommentJson(comment.id().value(), comment.postId().value(), comment.userId().value(),
                comment.userUsername().value(), comment.content().value(), JsonDates.format(comment.creationDate()));
    }
}
