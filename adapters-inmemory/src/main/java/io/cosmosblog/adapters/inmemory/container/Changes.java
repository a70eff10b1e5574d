package io.cosmosblog.adapters.inmemory.container;

import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.util.List;

/**
 * Where the containers report what the projections owe the views: the change log, in a model
 * that copies anything, or nowhere. Which one is the model's choice, made by its factory.
 */
public interface Changes {

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
     * The rows a write of a user commits ({@code before} null: created). Where renames are projected,
     * a new name also commits the rename still to project, so a restart finishes it.
     */
    List<Row> userRows(User before, User after);
}
