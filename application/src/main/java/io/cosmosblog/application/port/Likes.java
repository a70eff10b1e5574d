package io.cosmosblog.application.port;

import io.cosmosblog.domain.post.Like;

/** C4 and Q5's port: a post's likes, at most one per user, each stored and counted on its post in one atomic step. */
public interface Likes extends Reactions<Like> {
}
