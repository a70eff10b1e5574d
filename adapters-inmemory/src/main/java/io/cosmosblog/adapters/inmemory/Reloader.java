package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.adapters.inmemory.durable.StoreReader;
import io.cosmosblog.application.storage.ParkedChange;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.Reaction;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;

/**
 * Fills the containers from the rows read back at start, and reports to the change log what the
 * projections owe the views: every post (the views are not stored, so they are rebuilt as a change
 * feed read from the beginning would) and every rename not finished before the stop.
 */
final class Reloader implements StoreReader.Visitor {

    private final BlogContainers containers;

    Reloader(BlogContainers containers) {
        this.containers = containers;
    }

    @Override
    public void user(User user) {
        containers.users.restore(user.id(), user);
    }

    @Override
    public void post(Post post) {
        containers.posts.restore(post.id(), new PostPartition(post, containers.journal));
        containers.postStored(post);
        containers.report(post.id());
    }

    @Override
    public void comment(Comment comment) {
        containers.posts.latest(comment.postId()).ifPresent(partition -> partition.restore(partition.comments(), comment));
        checkName(comment);
    }

    @Override
    public void like(Like like) {
        containers.posts.latest(like.postId()).ifPresent(partition -> partition.restore(partition.likes(), like));
        checkName(like);
    }

    /**
     * A reaction whose name check was still to come at the stop, and that its user's rename had
     * passed: the check again (the users are read first). Every post is checked anyway.
     */
    private void checkName(Reaction<?> reaction) {
        if (containers.users.latest(reaction.userId()).filter(reaction::carriesOlderNameOf).isPresent()) {
            containers.report(new NameCopy(reaction.userId(), reaction.userRevision()));
        }
    }

    @Override
    public void pendingRename(UserId user) {
        containers.report(user);
    }

    @Override
    public void parked(ParkedChange parked) {
        containers.parked.restore(parked);
    }
}
