package io.cosmosblog.application.posts;

import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Title;
import java.util.Optional;

/** The posts themselves, each with its author's name and its counters, read with one point read. */
public interface Posts {

    void add(Post post);

    Optional<Post> find(PostId id);

    /**
     * Changes title and content without disturbing the counters that comments and likes bump
     * meanwhile; empty when there is no such post.
     */
    Optional<Post> edit(PostId id, Title title, PostContent content);
}
