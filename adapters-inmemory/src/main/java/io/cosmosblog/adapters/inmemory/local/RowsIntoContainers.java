package io.cosmosblog.adapters.inmemory.local;

import io.cosmosblog.adapters.inmemory.container.BlogContainers;
import io.cosmosblog.adapters.inmemory.container.PostPartition;
import io.cosmosblog.application.port.ParkedChange;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.Reaction;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;

/**
 * Fills the containers from the rows read back at start, and reports what the projections owe
 * the views: every post (the views are not stored, so they are rebuilt as a change feed read from
 * the beginning would) and every rename not finished before the stop. Where the model reports
 * nothing (V1), nothing is owed.
 */
final class RowsIntoContainers implements StoreReader.Visitor {

    private final BlogContainers containers;

    RowsIntoContainers(BlogContainers containers) {
        this.containers = containers;
    }

    @Override
    public void user(User user) {
        containers.users().restore(user.id(), user);
    }

    @Override
    public void post(Post post) {
        containers.restore(post);
        containers.changes().changed(post.id());
    }

    @Override
    public void comment(Comment comment, int seq) {
        if (containers.posts().latest(comment.postId()).isEmpty()) {
            throw new DamagedRowException(DamagedRow.withoutPost(comment));
        }
        containers.restore(comment, seq, PostPartition::comments);
        checkName(comment);
    }

    @Override
    public void like(Like like, int seq) {
        if (containers.posts().latest(like.postId()).isEmpty()) {
            throw new DamagedRowException(DamagedRow.withoutPost(like));
        }
        containers.restore(like, seq, PostPartition::likes);
        checkName(like);
    }

    /**
     * A reaction whose name check was still to come at the stop, and that its user's rename had
     * passed: the check again (the users are read first). Every post is checked anyway.
     */
    private void checkName(Reaction<?> reaction) {
        if (containers.users().latest(reaction.userId()).filter(reaction::carriesOlderNameOf).isPresent()) {
            containers.changes().nameCopied(reaction.userId(), reaction.userRevision());
        }
    }

    @Override
    public void pendingRename(UserId user) {
        containers.changes().changed(user);
    }

    @Override
    public void parked(ParkedChange parked) {
        containers.parked().restore(parked);
    }
}
