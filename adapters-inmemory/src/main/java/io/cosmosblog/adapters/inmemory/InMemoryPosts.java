package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.posts.Posts;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Title;
import java.util.Optional;

final class InMemoryPosts implements Posts {

    private final PostPartitions partitions;
    private final Metering metering;
    private final ChangeLog changes;

    InMemoryPosts(PostPartitions partitions, Metering metering, ChangeLog changes) {
        this.partitions = partitions;
        this.metering = metering;
        this.changes = changes;
    }

    @Override
    public void add(Post post) {
        metering.operation(Metering.posts(post.id()), () -> partitions.create(post));
        changes.postChanged(post.id());
    }

    @Override
    public Optional<Post> find(PostId id) {
        return metering.operation(Metering.posts(id), () -> partitions.find(id).map(PostPartition::post));
    }

    @Override
    public Optional<Post> edit(PostId id, Title title, PostContent content) {
        Optional<Post> edited = metering.operation(Metering.posts(id), () -> partitions.find(id).map(partition -> {
            synchronized (partition) {
                Post changed = partition.post().edited(title, content);
                partition.replacePost(changed);
                return changed;
            }
        }));
        edited.ifPresent(post -> changes.postChanged(id));
        return edited;
    }
}
