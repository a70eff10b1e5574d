package io.cosmosblog.adapters.inmemory.v1;

import io.cosmosblog.adapters.inmemory.container.JournalEntry;
import io.cosmosblog.adapters.inmemory.container.ProjectionBacklog;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.util.List;

/** V1 copies nothing, so the projections owe nothing: no change is reported, no rename is left pending. */
final class NothingToProject implements ProjectionBacklog {

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
}
