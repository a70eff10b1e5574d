package io.cosmosblog.tools.overload;

import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;

/** Every write the service answered 2xx during the run, as answered: what must still be there afterwards. */
final class Acknowledged {

    record Post(String id, String title, String content) {
    }

    record Comment(String postId, String id, String content) {
    }

    record Like(String postId, String userId) {
    }

    private final ConcurrentLinkedQueue<Post> posts = new ConcurrentLinkedQueue<>();
    private final ConcurrentLinkedQueue<Comment> comments = new ConcurrentLinkedQueue<>();
    private final ConcurrentLinkedQueue<Like> likes = new ConcurrentLinkedQueue<>();

    void post(Post post) {
        posts.add(post);
    }

    void comment(Comment comment) {
        comments.add(comment);
    }

    void like(Like like) {
        likes.add(like);
    }

    List<Post> posts() {
        return List.copyOf(posts);
    }

    List<Comment> comments() {
        return List.copyOf(comments);
    }

    List<Like> likes() {
        return List.copyOf(likes);
    }

    int count() {
        return posts.size() + comments.size() + likes.size();
    }
}
