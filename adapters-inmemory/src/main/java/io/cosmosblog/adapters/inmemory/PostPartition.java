package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.Reaction;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;
import java.util.List;
import java.util.Optional;

/**
 * One post and everything on it, like one logical partition of the {@code posts} container:
 * every change to it happens under its lock, so counters and items never drift apart.
 */
final class PostPartition {

    private Post post;
    private final Reactions<Comment> comments = new Reactions<>(Comment::id, Post::withOneMoreComment);
    private final Reactions<Like> likes = new Reactions<>(Like::userId, Post::withOneMoreLike);

    PostPartition(Post post) {
        this.post = post;
    }

    Reactions<Comment> comments() {
        return comments;
    }

    Reactions<Like> likes() {
        return likes;
    }

    synchronized Post post() {
        return post;
    }

    synchronized long revision() {
        return post.revision();
    }

    synchronized Post edit(Title title, PostContent content) {
        post = post.edited(title, content);
        return post;
    }

    /** Stores the reaction and counts it on the post, as one step; false when it was there already. */
    synchronized <T extends Reaction<T>> boolean add(Reactions<T> kind, T reaction) {
        if (!kind.add(reaction)) {
            return false;
        }
        post = kind.countedOn(post);
        return true;
    }

    synchronized <T extends Reaction<T>> Optional<T> find(Reactions<T> kind, Object identity) {
        return Optional.ofNullable(kind.find(identity));
    }

    /** Up to {@code count} reactions from position {@code from}, and the position after them when more follow. */
    synchronized <T extends Reaction<T>> Slice<T> slice(Reactions<T> kind, int from, int count) {
        List<T> items = kind.slice(from, count);
        int next = from + items.size();
        return new Slice<>(items, next < kind.size() ? Optional.of(next) : Optional.empty());
    }

    record Slice<T>(List<T> items, Optional<Integer> next) {
    }

    /** Writes {@code name} on this user's post, comments and like here. */
    synchronized void rename(UserId user, Username name) {
        comments.rename(user, name);
        likes.rename(user, name);
        if (post.isWrittenBy(user) && !post.userUsername().equals(name)) {
            post = post.withAuthorName(name);
        }
    }
}
