package io.cosmosblog.adapters.inmemory.container;

import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.util.List;

/**
 * What the containers report for the projections: each user or post changed, each post deleted,
 * each new copy of a name; and which entries a user's change journals, so that what the
 * projections still owe it outlives a restart.
 */
public interface Changes {

    /** Reports nowhere: where nothing is copied, the projections owe nothing and no rename is left pending. */
    Changes NONE = new Changes() {
        @Override
        public void changed(Object id) {
        }

        @Override
        public void removed(DeletedPost post) {
        }

        @Override
        public void nameCopied(UserId user, long revision) {
        }

        @Override
        public List<JournalEntry> userEntries(User before, User after) {
            return List.of(new JournalEntry.UserStored(after));
        }
    };

    /** A user or post (by id) changed: the projections owe the views its latest version. */
    void changed(Object id);

    /** A post deleted: the projections owe the views its removal. */
    void removed(DeletedPost post);

    /** A new copy of {@code user}'s name at {@code revision}: the projections check it against the user. */
    void nameCopied(UserId user, long revision);

    /** The entries a user created ({@code before} null) or replaced journals. */
    List<JournalEntry> userEntries(User before, User after);
}
