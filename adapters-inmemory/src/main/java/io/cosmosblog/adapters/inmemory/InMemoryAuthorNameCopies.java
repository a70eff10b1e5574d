package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.projection.AuthorNameCopies;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;

/** A rename visits each post partition the user wrote in, as the Cosmos adapter does with one script call each. */
final class InMemoryAuthorNameCopies implements AuthorNameCopies {

    private final PostPartitions partitions;
    private final Metering metering;
    private final ChangeLog changes;

    InMemoryAuthorNameCopies(PostPartitions partitions, Metering metering, ChangeLog changes) {
        this.partitions = partitions;
        this.metering = metering;
        this.changes = changes;
    }

    @Override
    public void rewrite(UserId user, Username name) {
        for (PostId post : partitions.touchedBy(user)) {
            boolean postChanged = metering.operation(Metering.posts(post),
                    () -> partitions.find(post).map(partition -> partition.rename(user, name)).orElse(false));
            if (postChanged) {
                changes.postChanged(post);
            }
        }
    }
}
