package io.cosmosblog.application.fakes;

import io.cosmosblog.application.port.IdTakenException;
import io.cosmosblog.application.port.Posts;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.user.UserId;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

/**
 * {@link Posts} in a map, adding and finding only (what writing a post needs), with the races a
 * real store has: its own retry of a write it stored, and another attempt landing just before.
 */
public final class FakePosts implements Posts {

    private final Map<PostId, Post> posts = new LinkedHashMap<>();
    private final Map<PostId, DeletedPost> deleted = new LinkedHashMap<>();
    private final Set<PostId> notReadableYet = new HashSet<>();
    private Runnable beforeNextAdd = () -> { };
    private boolean retryNextAdd;
    private Consumer<PostId> onRemove = post -> { };

    /** {@code reactions} forget a post when it is removed here, as a store deletes a post's partition. */
    public FakePosts keepingReactionsIn(FakeReactions<?>... reactions) {
        onRemove = post -> {
            for (FakeReactions<?> kept : reactions) {
                kept.forgets(post);
            }
        };
        return this;
    }

    /** The next add stores its post, loses the answer, and the store's retry finds the id taken. */
    public void retriesTheNextAddAfterStoringIt() {
        retryNextAdd = true;
    }

    /** Another attempt stores {@code post} just before the next add: after that write's find, before its add. */
    public void anotherAttemptStoresJustBeforeTheNextAdd(Post post) {
        beforeNextAdd = () -> posts.put(post.id(), post);
    }

    /** {@code hook} runs inside the next add, before it stores: a write held in flight. */
    public void whileTheNextAddIsInFlight(Runnable hook) {
        beforeNextAdd = hook;
    }

    /** As {@link #anotherAttemptStoresJustBeforeTheNextAdd}, with a post that no find sees yet. */
    public void anotherAttemptStoresUnreadablyJustBeforeTheNextAdd(Post post) {
        anotherAttemptStoresJustBeforeTheNextAdd(post);
        notReadableYet.add(post.id());
    }

    @Override
    public void add(Post post) {
        Runnable before = beforeNextAdd;
        beforeNextAdd = () -> { };
        before.run();
        if (posts.putIfAbsent(post.id(), post) != null) {
            throw new IdTakenException("post " + post.id() + " is taken");
        }
        if (retryNextAdd) {
            retryNextAdd = false;
            add(post);
        }
    }

    @Override
    public Optional<Post> find(PostId id) {
        return notReadableYet.contains(id) ? Optional.empty() : Optional.ofNullable(posts.get(id));
    }

    /** Every post stored, readable or not, in the order stored. */
    public List<Post> stored() {
        return List.copyOf(posts.values());
    }

    @Override
    public Optional<Post> edit(PostId id, Title title, PostContent content) {
        throw new UnsupportedOperationException("not needed to write a post");
    }

    @Override
    public Optional<DeletedPost> remove(PostId id) {
        Optional<DeletedPost> removed = Optional.ofNullable(posts.remove(id)).map(Post::deleted);
        removed.ifPresent(post -> {
            deleted.put(post.id(), post);
            onRemove.accept(post.id());
        });
        return removed;
    }

    @Override
    public Optional<DeletedPost> deletion(PostId id) {
        return Optional.ofNullable(deleted.get(id));
    }

    @Override
    public void forEachBy(UserId author, Consumer<PostId> visitor) {
        List.copyOf(posts.values()).stream().filter(post -> post.isWrittenBy(author)).map(Post::id).forEach(visitor);
    }

    @Override
    public long count() {
        throw new UnsupportedOperationException("not needed to write a post");
    }

    @Override
    public void forEach(Consumer<Post> visitor) {
        throw new UnsupportedOperationException("not needed to write a post");
    }

    @Override
    public Optional<Post> editIfUnchanged(PostId id, long seen, Title title, PostContent content) {
        throw new UnsupportedOperationException("not needed to write a post");
    }
}
