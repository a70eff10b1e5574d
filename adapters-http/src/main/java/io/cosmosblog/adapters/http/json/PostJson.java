package io.cosmosblog.adapters.http.json;

import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostSummary;

/** A post in the article's shape ({@code id} equals {@code postId}); the short form differs only in its cut content. */
public record PostJson(
        String id,
        String postId,
        String userId,
        String userUsername,
        String title,
        String content,
        long commentCount,
        long likeCount,
        String creationDate) {

    public static PostJson of(Post post) {
        return new PostJson(post.id().value(), post.id().value(), post.userId().value(), post.userUsername().value(),
                post.title().value(), post.content().value(), post.commentCount(), post.likeCount(),
                JsonDates.format(post.creationDate()));
    }

    public static PostJson of(PostSummary post) {
        return new PostJson(post.postId().value(), post.postId().value(), post.userId().value(),
                post.userUsername().value(), post.title().value(), post.content(), post.commentCount(),
                post.likeCount(), JsonDates.format(post.creationDate()));
    }
}
