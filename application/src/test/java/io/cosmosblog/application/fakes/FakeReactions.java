package io.cosmosblog.application.fakes;

import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.application.port.Likes;
import io.cosmosblog.application.port.Comments;
import io.cosmosblog.application.port.Page;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.Reactions;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Reaction;
import io.cosmosblog.domain.user.UserId;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * {@link Reactions} in a map: the posts it knows, each with its reactions by identity in the order
 * added (one stored is one counted). Adding, taking back and finding only, with the races a real store has: its
 * own retry of a write it stored, and a read that does not see another attempt's write yet.
 */
public class FakeReactions<T extends Reaction<T>> implements Reactions<T> {

    /** A post's comments, kept in a map. */
    public static final class FakeComments extends FakeReactions<Comment> implements Comments {
    }

    /** A post's likes, kept in a map. */
    public static final class FakeLikes extends FakeReactions<Like> implements Likes {
    }


    private final Map<PostId, Map<String, T>> byPost = new HashMap<>();
    private boolean retryNextAdd;
    private boolean readsSeeNothing;

    /** A new post that reactions can be added to. */
    public PostId newPost() {
        PostId post = PostId.generate();
        byPost.put(post, new LinkedHashMap<>());
        return post;
    }

    /** {@code post}, known from now on (a post stored elsewhere, e.g. in {@link FakePosts}). */
    public PostId knows(PostId post) {
        byPost.putIfAbsent(post, new LinkedHashMap<>());
        return post;
    }

    /** The next add stores its reaction, loses the answer, and the store's retry finds it there. */
    public void retriesTheNextAddAfterStoringIt() {
        retryNextAdd = true;
    }

    /** From now on a find sees nothing, as a read that does not see an earlier attempt's write yet. */
    public void readsDoNotSeeWritesYet() {
        readsSeeNothing = true;
    }

    @Override
    public Added add(T reaction) {
        Map<String, T> reactions = byPost.get(reaction.postId());
        if (reactions == null) {
            return Added.NO_SUCH_POST;
        }
        if (reactions.putIfAbsent(reaction.identity(), reaction) != null) {
            return Added.ALREADY_THERE;
        }
        if (retryNextAdd) {
            retryNextAdd = false;
            return add(reaction);
        }
        return Added.ADDED;
    }

    @Override
    public Removed remove(PostId post, String identity) {
        Map<String, T> reactions = byPost.get(post);
        if (reactions == null) {
            return Removed.NO_SUCH_POST;
        }
        return reactions.remove(identity) == null ? Removed.NOT_THERE : Removed.REMOVED;
    }

    @Override
    public Optional<T> find(PostId post, String identity) {
        return readsSeeNothing ? Optional.empty() : Optional.ofNullable(byPost.getOrDefault(post, Map.of()).get(identity));
    }

    /** {@code post} deleted, with its reactions: adding to it or taking back from it finds no post. */
    public void forgets(PostId post) {
        byPost.remove(post);
    }

    @Override
    public void forEachBy(UserId user, Consumer<T> visitor) {
        byPost.values().stream().flatMap(reactions -> List.copyOf(reactions.values()).stream())
                .filter(reaction -> reaction.userId().equals(user)).toList().forEach(visitor);
    }

    /** What is stored, and so counted, on {@code post}, oldest first. */
    public List<T> storedOn(PostId post) {
        return List.copyOf(byPost.getOrDefault(post, Map.of()).values());
    }

    @Override
    public Page<T> on(PostId post, PageRequest page) {
        throw new UnsupportedOperationException("not needed to add a reaction");
    }
}
