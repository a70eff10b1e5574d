package io.cosmosblog.application.port;

import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;

/**
 * What a {@link ProjectionDelivery} hands each changed user or post to (its latest version, at
 * least once, in order per id), and each copy of an author's name they carry. The
 * application's projections implement it; the adapter needs to know no more of them.
 */
public interface ChangeProjection {

    void userChanged(User user);

    void postChanged(Post post);

    /** A deleted post, delivered after every change of it (in order per id, as the others). */
    void postRemoved(DeletedPost post);

    /**
     * A post, comment or like of {@code user} carries their name as of {@code userRevision}: if
     * they were renamed meanwhile, that rename may have passed the post already. Delivered with
     * every changed post and every new comment or like; once per user and batch is enough, with
     * the batch's lowest revision.
     */
    void nameCopied(UserId user, long userRevision);
}
