package io.cosmosblog.application.contract;

import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.CommentContent;
import io.cosmosblog.domain.post.CommentId;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.user.AccessToken;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import io.cosmosblog.domain.user.Username;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.concurrent.atomic.AtomicLong;

/** Domain objects for tests, each created a little later than the one before so order is known. */
public final class Samples {

    private static final AtomicLong TICKS = new AtomicLong();
    private static final Instant EPOCH = Instant.parse("2026-01-01T00:00:00Z");

    private Samples() {
    }

    public static Instant nextInstant() {
        return EPOCH.plus(TICKS.incrementAndGet(), ChronoUnit.MILLIS);
    }

    public static User user(String name) {
        UserId id = UserId.generate();
        return User.register(id, new Username(name), AccessToken.issueFor(id).hash(), Instant.parse("2026-01-02T03:04:05.678Z"));
    }

    public static Post post(User author, String title) {
        return Post.write(PostId.generate(), author, new Title(title), new PostContent("Content of " + title), nextInstant());
    }

    public static Comment comment(Post post, User author, String text) {
        return Comment.by(author, CommentId.generate(), post.id(), new CommentContent(text), nextInstant());
    }

    public static Like like(Post post, User user) {
        return Like.by(user, post.id(), nextInstant());
    }
}
