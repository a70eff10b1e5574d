package io.cosmosblog.application.storage;

import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Title;
import java.util.Optional;
import java.util.function.Consumer;

/** The posts themselves, each with its author's name and its counters, read with one point read. */
public interface Posts {

    /** Stores a new post; {@link IdTakenException} when its id is taken. */
    void add(Post post);

    Optional<Post> find(PostId id);

    /**
     * Changes title and content without disturbing the counters that comments and likes bump
     * meanwhile; empty when there is no such post.
     */
    Optional<Post> edit(PostId id, Title title, PostContent content);

    /** How many posts there are: the one count of the whole store, for a rebuild's progress. */
    long count();

    /**
     * Hands every post to {@code visitor}, in no particular order, page by page: the one full scan
     * of the store, for rebuilding the views from the source of truth.
     */
    void forEach(Consumer<Post> visitor);
}
