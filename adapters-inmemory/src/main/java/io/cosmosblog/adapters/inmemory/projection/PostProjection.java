package io.cosmosblog.adapters.inmemory.projection;

import io.cosmosblog.application.storage.ChangeProjection;
import io.cosmosblog.domain.post.Post;

/** What the projections are handed of a post that changed: the model's factory chooses. */
public interface PostProjection {

    /** Only its author's name checked against the user: no view holds a copy of the post. */
    PostProjection NAME_CHECKED = (projections, post) -> projections.nameCopied(post.userId(), post.userRevision());

    /** Copied to the views, then its author's name checked. */
    PostProjection COPIED_TO_VIEWS = (projections, post) -> {
        projections.postChanged(post);
        NAME_CHECKED.deliver(projections, post);
    };

    void deliver(ChangeProjection projections, Post latest);
}
