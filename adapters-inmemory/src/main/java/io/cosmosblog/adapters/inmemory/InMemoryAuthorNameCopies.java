package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.storage.AuthorNameCopies;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.User;

/** A rename finds the post partitions the user wrote in, then rewrites each, as the Cosmos adapter does with one script call each. */
final class InMemoryAuthorNameCopies implements AuthorNameCopies {

    private final Container<PostId, PostPartition> posts;
    private final AuthorIndex authors;

    InMemoryAuthorNameCopies(Container<PostId, PostPartition> posts, AuthorIndex authors) {
        this.posts = posts;
        this.authors = authors;
    }

    @Override
    public void rewrite(User user) {
        for (PostId post : posts.acrossPartitions(() -> authors.partitionsOf(user.id()))) {
            posts.update(post, partition -> {
                partition.rename(user);
                return null;
            });
        }
    }
}
