package io.cosmosblog.adapters.inmemory.denormalized;

import io.cosmosblog.adapters.inmemory.container.LockedPartitions;
import io.cosmosblog.adapters.inmemory.container.NameIndex;
import io.cosmosblog.adapters.inmemory.container.PostPartition;
import io.cosmosblog.application.port.AuthorNameCopies;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.User;

/**
 * A rename visits the post partitions that carry the user's name, as the index of names lists
 * them (the Cosmos adapter's one cross-partition query finds the same ones), and rewrites what
 * carries an older name there; every other partition is left unread, and so is a post deleted
 * since it was indexed. A copy stored while the rename runs may be missed; the check of its name,
 * after it is stored, runs the rename again.
 */
public final class InMemoryAuthorNameCopies implements AuthorNameCopies {

    private final LockedPartitions<PostId, PostPartition> posts;
    private final NameIndex names;

    public InMemoryAuthorNameCopies(LockedPartitions<PostId, PostPartition> posts, NameIndex names) {
        this.posts = posts;
        this.names = names;
    }

    @Override
    public void rewrite(User user) {
        posts.updateEach(names.postsOf(user.id()), partition -> partition.rename(user));
    }
}
