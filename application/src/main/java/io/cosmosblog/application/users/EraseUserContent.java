package io.cosmosblog.application.users;

import io.cosmosblog.application.port.Likes;
import io.cosmosblog.application.port.Comments;
import io.cosmosblog.application.port.Posts;
import io.cosmosblog.application.port.Reactions;
import io.cosmosblog.application.port.UnfinishedErasures;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Reaction;
import io.cosmosblog.domain.user.UserId;
import java.util.ArrayList;
import java.util.List;

/**
 * Everything a user wrote, deleted: their posts (with every comment and like on them), then their
 * comments and likes on other posts, each uncounted on its post in the same atomic step. Read from
 * the posts themselves, never a view that may lag, and safe to repeat: what is gone already is
 * skipped, so a run cut short is finished by the next.
 */
public final class EraseUserContent {

    private final Posts posts;
    private final Comments comments;
    private final Likes likes;
    private final UnfinishedErasures unfinished;

    public EraseUserContent(Posts posts, Comments comments, Likes likes) {
        this(posts, comments, likes, UnfinishedErasures.NONE);
    }

    public EraseUserContent(Posts posts, Comments comments, Likes likes, UnfinishedErasures unfinished) {
        this.posts = posts;
        this.comments = comments;
        this.likes = likes;
        this.unfinished = unfinished;
    }

    /** What one run deleted. */
    public record Erased(int posts, int comments, int likes) {

        public boolean nothing() {
            return posts == 0 && comments == 0 && likes == 0;
        }

        public Erased plus(Erased other) {
            return new Erased(posts + other.posts, comments + other.comments, likes + other.likes);
        }
    }

    public Erased erase(UserId user) {
        // Collected first: a store's listing need not hold still while its items are deleted.
        List<PostId> own = new ArrayList<>();
        posts.forEachBy(user, own::add);
        int removedPosts = 0;
        for (PostId post : own) {
            removedPosts += posts.remove(post).isPresent() ? 1 : 0;
        }
        return new Erased(removedPosts, takeBack(comments, user), takeBack(likes, user));
    }

    /**
     * Erases twice: once, and once more after {@code between} (the account's deletion, or its
     * tokens' revocation) has stopped new writes, for one a request authenticated just before
     * stored meanwhile. Marked unfinished throughout, so a crash between the passes is finished
     * at the next start ({@link FinishErasures}).
     */
    public Erased eraseAround(UserId user, Runnable between) {
        unfinished.begun(user);
        Erased first = erase(user);
        between.run();
        Erased both = first.plus(erase(user));
        unfinished.finished(user);
        return both;
    }

    /** Finishes an erasure a crash cut short: its last pass, then its mark goes. */
    Erased finish(UserId user) {
        Erased last = erase(user);
        unfinished.finished(user);
        return last;
    }

    List<UserId> unfinishedAtStart() {
        return unfinished.atStart();
    }

    private <T extends Reaction<T>> int takeBack(Reactions<T> reactions, UserId user) {
        List<T> found = new ArrayList<>();
        reactions.forEachBy(user, found::add);
        int removed = 0;
        for (T reaction : found) {
            switch (reactions.remove(reaction.postId(), reaction.identity())) {
                case REMOVED -> removed++;
                case NOT_THERE -> { }
                // The post is deleted, its sweep perhaps cut short: finishing it takes the reaction too.
                case NO_SUCH_POST -> posts.remove(reaction.postId());
            }
        }
        return removed;
    }
}
