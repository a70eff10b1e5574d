package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.adapters.inmemory.durable.Journal;
import io.cosmosblog.application.storage.IdTakenException;
import io.cosmosblog.application.storage.Posts;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Title;
import java.util.Optional;
import java.util.function.Consumer;

final class InMemoryPosts implements Posts {

    private final Container<PostId, PostPartition> posts;
    private final Journal journal;
    private final Consumer<Post> added;

    /** {@code added} sees each post once stored (the physical partitions index it where the model queries them). */
    InMemoryPosts(Container<PostId, PostPartition> posts, Journal journal, Consumer<Post> added) {
        this.posts = posts;
        this.journal = journal;
        this.added = added;
    }

    @Override
    public void add(Post post) {
        if (!posts.create(post.id(), new PostPartition(post, journal))) {
            throw new IdTakenException("post " + post.id() + " exists already");
        }
        added.accept(post);
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
