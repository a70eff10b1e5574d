package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One post and everything on it, like one logical partition of the {@code posts} container:
 * every change to it happens under its lock, so counters and items never drift apart.
 */
final class PostPartition {

    private Post post;
    private final List<Comment> comments = new ArrayList<>();
    private final Map<UserId, Like> likes = new LinkedHashMap<>();
    // Likes in arrival order, so a page can be addressed by position.
    private final List<UserId> likeOrder = new ArrayList<>();

    PostPartition(Post post) {
        this.post = post;
    }

    synchronized Post post() {
        return post;
    }

    synchronized void replacePost(Post changed) {
        post = changed;
    }

    synchronized void addComment(Comment comment) {
        comments.add(comment);
        post = post.withOneMoreComment();
    }

    /** False when this user has liked the post already; then nothing changes. */
    synchronized boolean addLike(Like like) {
        if (likes.putIfAbsent(like.userId(), like) != null) {
            return false;
        }
        likeOrder.add(like.userId());
        post = post.withOneMoreLike();
        return true;
    }

    synchronized Optional<Like> likeBy(UserId user) {
        return Optional.ofNullable(likes.get(user));
    }

    synchronized List<Comment> comments(int from, int count) {
        int to = Math.min(comments.size(), from + count);
        return from >= to ? List.of() : List.copyOf(comments.subList(from, to));
    }

    synchronized int commentTotal() {
        return comments.size();
    }

    synchronized List<Like> likes(int from, int count) {
        int to = Math.min(likeOrder.size(), from + count);
        return from >= to ? List.of() : likeOrder.subList(from, to).stream().map(likes::get).toList();
    }

    synchronized int likeTotal() {
        return likeOrder.size();
    }

    /** Writes {@code name} on this user's post, comments and like here; true when the post itself changed. */
    synchronized boolean rename(UserId user, Username name) {
        comments.replaceAll(c -> c.userId().equals(user) && !c.userUsername().equals(name) ? c.withAuthorName(name) : c);
        likes.computeIfPresent(user, (id, like) -> like.userUsername().equals(name) ? like : like.withAuthorName(name));
        if (post.isWrittenBy(user) && !post.userUsername().equals(name)) {
            post = post.withAuthorName(name);
            return true;
        }
        return false;
    }
}
