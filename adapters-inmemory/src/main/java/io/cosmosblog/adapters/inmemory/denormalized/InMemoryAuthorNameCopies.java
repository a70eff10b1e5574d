package io.cosmosblog.adapters.inmemory.denormalized;

import io.cosmosblog.adapters.inmemory.container.Container;
import io.cosmosblog.adapters.inmemory.container.PostPartition;
import io.cosmosblog.application.storage.AuthorNameCopies;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.User;

/**
 * A rename visits every post partition, as the Cosmos adapter's one cross-partition query fans out
 * over every physical partition, and rewrites what carries an older name there. Renames are rare;
 * an index of where each user wrote would cost more memory than all their likes.
 */
public final class InMemoryAuthorNameCopies implements AuthorNameCopies {

    private final Container<PostId, PostPartition> posts;

    public InMemoryAuthorNameCopies(Container<PostId, PostPartition> posts) {
        this.posts = posts;
    }

    @Override
    public void rewrite(User user) {
        posts.updateEach(partition -> partition.rename(user));
    }
}
