package io.cosmosblog.adapters.inmemory.container;

import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.util.List;

/**
 * What the projections still owe the views, as the containers report it: the in-process change
 * feed, in a model that copies anything, or nowhere (V1). The model picks it when it builds its
 * containers.
 */
public interface ProjectionBacklog {

    /** A user or post (by id) changed. */
    void changed(Object id);

    /**
     * A post was deleted: the projections owe the views its removal, after every change of it
     * reported before. Its partition is gone, so what is left to say of it comes with it.
     */
    void removed(DeletedPost post);

    /** A comment or like was stored with its author's name as of {@code revision}: to check against the user. */
    void nameCopied(UserId user, long revision);

    /**
     * The journal entries a write of a user commits ({@code before} null: created). Where renames are projected,
     * a new name also commits the rename still to project, so a restart finishes it.
     */
    List<JournalEntry> userEntries(User before, User after);
}
