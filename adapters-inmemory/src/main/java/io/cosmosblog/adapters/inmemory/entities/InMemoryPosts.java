package io.cosmosblog.adapters.inmemory.entities;

import io.cosmosblog.adapters.inmemory.container.BlogContainers;
import io.cosmosblog.adapters.inmemory.container.LockedPartitions;
import io.cosmosblog.adapters.inmemory.container.PostPartition;
import io.cosmosblog.application.port.IdTakenException;
import io.cosmosblog.application.port.Posts;
import io.cosmosblog.application.port.UserGoneException;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.user.UserId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;

/**
 * The posts as stored: each the head of its partition, indexed once stored where the model queries
 * across partitions, and its author's name indexed where the model rewrites names.
 */
public final class InMemoryPosts implements Posts {

    private final BlogContainers containers;
    private final LockedPartitions<PostId, PostPartition> posts;
    private final UnaryOperator<Post> asRead;

    /** Where a post is read as stored (V2, V3). */
    public InMemoryPosts(BlogContainers containers) {
        this(containers, UnaryOperator.identity());
    }

    /** {@code asRead}: a stored post as the model reads it (V1 counts and names it), whose revision a delete passes. */
    public InMemoryPosts(BlogContainers containers, UnaryOperator<Post> asRead) {
        this.containers = containers;
        this.posts = containers.posts();
        this.asRead = asRead;
    }

    /**
     * Refused when its author was deleted meanwhile. The check is made again once the post is
     * stored: an erasure that looked for it just before it was created, and so missed it, had
     * marked its author first, and the post is then deleted here before the write answers.
     */
    @Override
    public void add(Post post) {
        PostPartition partition = new PostPartition(post, containers.journal());
        // Named before the post can be projected, so that the check of its name finds it; a retry
        // that finds the id taken names the same post again, which changes nothing.
        containers.named(post.userId(), post.id());
        containers.refuseIfErased(post.userId());
        if (!posts.create(post.id(), partition)) {
            throw new IdTakenException("post " + post.id() + " exists already");
        }
        containers.indexed(partition);
        try {
            containers.refuseIfErased(post.userId());
        } catch (UserGoneException erasedMeanwhile) {
            remove(post.id());
            throw erasedMeanwhile;
        }
    }

    @Override
    public Optional<Post> find(PostId id) {
        return posts.read(id, partition -> partition.map(PostPartition::post));
    }

    @Override
    public long count() {
        return posts.count();
    }

    /** A partition deleted while the scan passes is left out: a rebuild must not copy it back into a view. */
    @Override
    public void forEach(Consumer<Post> visitor) {
        posts.forEach(partition -> {
            if (!partition.isGone()) {
                visitor.accept(partition.post());
            }
        });
    }

    @Override
    public Optional<Post> edit(PostId id, Title title, PostContent content) {
        return posts.update(id, partition -> partition.edit(title, content)).flatMap(edited -> edited);
    }

    @Override
    public Optional<DeletedPost> remove(PostId id) {
        return containers.remove(id, asRead);
    }

    @Override
    public Optional<DeletedPost> deletion(PostId id) {
        return containers.deletion(id);
    }

    /**
     * The posts the index of names lists for {@code author}, each read in its partition: the cost
     * grows with what the author wrote or reacted on, not with the store. The ids are collected
     * first, then handed out, so the visitor may delete them.
     */
    @Override
    public void forEachBy(UserId author, Consumer<PostId> visitor) {
        List<PostId> written = new ArrayList<>();
        for (PostId id : containers.postsOf(author)) {
            if (posts.read(id, partition -> partition.filter(p -> !p.isGone() && p.post().isWrittenBy(author)).isPresent())) {
                written.add(id);
            }
        }
        written.forEach(visitor);
    }

    /** Checked and written under the partition's lock, against the post as the model reads it. */
    @Override
    public Optional<Post> editIfUnchanged(PostId id, long seen, Title title, PostContent content) {
        return posts.update(id, partition -> partition.editIf(post -> asRead.apply(post).revision() == seen, title, content))
                .flatMap(edited -> edited);
    }
}
