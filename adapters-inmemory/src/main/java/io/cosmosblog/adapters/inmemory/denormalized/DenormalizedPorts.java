package io.cosmosblog.adapters.inmemory.denormalized;

import io.cosmosblog.adapters.inmemory.container.BlogContainers;
import io.cosmosblog.adapters.inmemory.container.NameIndex;
import io.cosmosblog.adapters.inmemory.container.PostPartition.Counting;
import io.cosmosblog.adapters.inmemory.ports.InMemoryPosts;
import io.cosmosblog.adapters.inmemory.ports.InMemoryReactions;
import io.cosmosblog.adapters.inmemory.ports.InMemoryUsers;
import io.cosmosblog.application.storage.FeedView;
import io.cosmosblog.application.storage.ProjectionDelivery;
import io.cosmosblog.application.storage.StorageHealth;
import io.cosmosblog.application.storage.StoragePorts;
import io.cosmosblog.application.storage.UserPostsView;

/**
 * The ports of the models whose posts carry their author's name and counts (V2, V3): each reaction
 * counted on its post as it is stored, every copy of a name rewritten on a rename. The model adds
 * its views and its projection delivery.
 */
public final class DenormalizedPorts {

    private DenormalizedPorts() {
    }

    /** {@code names} is the index {@code containers} hand every copy of a name to. */
    public static StoragePorts of(BlogContainers containers, NameIndex names, UserPostsView userPosts, FeedView feed,
            ProjectionDelivery delivery, StorageHealth health) {
        return new StoragePorts(
                new InMemoryUsers(containers),
                new InMemoryPosts(containers),
                InMemoryReactions.comments(containers, Counting.ON_THE_POST),
                InMemoryReactions.likes(containers, Counting.ON_THE_POST),
                userPosts,
                feed,
                new InMemoryAuthorNameCopies(containers.posts(), names),
                delivery,
                containers.parked(),
                health);
    }
}
