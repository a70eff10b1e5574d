package io.cosmosblog.application.copy;

import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.util.ArrayList;
import java.util.List;

/**
 * The users and posts a verification compares field by field: the first hundred of each seen,
 * then one in every sixteen by the hash of its id, up to a thousand: spread over the store,
 * chosen the same way every run, and few enough to read back at the end.
 */
final class VerificationSample {

    private static final int FIRST = 100;
    private static final int MOST = 1_000;
    private static final int ONE_IN = 16;

    private final List<UserId> users = new ArrayList<>();
    private final List<PostId> posts = new ArrayList<>();

    synchronized void offer(User user) {
        if (chosen(users.size(), user.id().value())) {
            users.add(user.id());
        }
    }

    synchronized void offer(Post post) {
        if (chosen(posts.size(), post.id().value())) {
            posts.add(post.id());
        }
    }

    private static boolean chosen(int taken, String id) {
        return taken < FIRST || (taken < MOST && Math.floorMod(id.hashCode(), ONE_IN) == 0);
    }

    synchronized List<UserId> users() {
        return List.copyOf(users);
    }

    synchronized List<PostId> posts() {
        return List.copyOf(posts);
    }
}
