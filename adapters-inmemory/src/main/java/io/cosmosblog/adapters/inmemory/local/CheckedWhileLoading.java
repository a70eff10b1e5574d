package io.cosmosblog.adapters.inmemory.local;

import io.cosmosblog.application.port.ParkedChange;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;

/** Passes the rows on, asking every so often whether the heap still has room for the rest. */
final class CheckedWhileLoading implements StoreReader.Visitor {

    private static final int CHECK_EVERY = 65_536;

    private final StoreReader.Visitor visitor;
    private final HeapFit fit;
    private final long total;
    private long loaded;

    CheckedWhileLoading(StoreReader.Visitor visitor, HeapFit fit, long total) {
        this.visitor = visitor;
        this.fit = fit;
        this.total = total;
    }

    private void counted() {
        if (++loaded % CHECK_EVERY == 0) {
            fit.checkWhileLoading(loaded, total);
        }
    }

    @Override
    public void user(User user) {
        visitor.user(user);
        counted();
    }

    @Override
    public void post(Post post) {
        visitor.post(post);
        counted();
    }

    @Override
    public void comment(Comment comment, int position) {
        visitor.comment(comment, position);
        counted();
    }

    @Override
    public void like(Like like, int position) {
        visitor.like(like, position);
        counted();
    }

    @Override
    public void pendingRename(UserId user) {
        visitor.pendingRename(user);
    }

    @Override
    public void parked(ParkedChange parked) {
        visitor.parked(parked);
    }
}
