package io.cosmosblog.adapters.inmemory.ports;

import io.cosmosblog.adapters.inmemory.container.BlogContainers;
import io.cosmosblog.adapters.inmemory.container.Container;
import io.cosmosblog.adapters.inmemory.container.PostPartition;
import io.cosmosblog.application.storage.IdTakenException;
import io.cosmosblog.application.storage.Posts;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Title;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The posts as stored: each the head of its partition, indexed once stored where the model queries
 * across partitions, and its author's name indexed where the model rewrites names.
 */
public final class InMemoryPosts implements Posts {

    private final BlogContainers containers;
    private final Container<PostId, PostPartition> posts;

    public InMemoryPosts(BlogContainers containers) {
        this.containers = containers;
        this.posts = containers.posts();
    }

    @Override
    public void add(Post post) {
        PostPartition partition = new PostPartition(post, containers.journal());
        // Named before the post can be projected, so that the check of its name finds it; a retry
        // that finds the id taken names the same post again, which changes nothing.
        containers.named(post.userId(), post.id());
        if (!posts.create(post.id(), partition)) {
            throw new IdTakenException("post " + post.id() + " exists already");
        }
        containers.indexed(partition);
    }

    @Override
    public Optional<Post> find(PostId id) {
        return posts.read(id, partition -> partition.map(PostPartition::post));
    }

    @Override
    public long count() {
        return posts.count();
    }

    @Override
    public void forEach(Consumer<Post> visitor) {
        posts.forEach(partition -> visitor.accept(partition.post()));
    }

    @Override
    public Optional<Post> edit(PostId id, Title title, PostContent content) {
        return posts.update(id, partition -> partition.edit(title, content));
    }
}
