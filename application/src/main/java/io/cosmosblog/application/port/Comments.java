package io.cosmosblog.application.port;

import io.cosmosblog.domain.post.Comment;

/** C3 and Q4's port: a post's comments, each stored and counted on its post in one atomic step. */
public interface Comments extends Reactions<Comment> {
}
