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
    private final ReactionShelf<Comment> comments = new ReactionShelf<>();
    private final ReactionShelf<Like> likes = new ReactionShelf<>();

    PostPartition(Post post) {
        this.post = post;
    }

    ReactionShelf<Comment> comments() {
        return comments;
    }

    ReactionShelf<Like> likes() {
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
    synchronized <T extends Reaction<T>> boolean add(ReactionShelf<T> kind, T reaction) {
        if (!kind.add(reaction)) {
            return false;
        }
        post = reaction.countedOn(post);
        return true;
    }

    synchronized <T extends Reaction<T>> Optional<T> find(ReactionShelf<T> kind, String identity) {
        return Optional.ofNullable(kind.find(identity));
    }

    /** Up to {@code count} reactions from position {@code from}, and the position after them when more follow. */
    synchronized <T extends Reaction<T>> Slice<T> slice(ReactionShelf<T> kind, int from, int count) {
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
