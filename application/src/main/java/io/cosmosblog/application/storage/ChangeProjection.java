package io.cosmosblog.application.storage;

import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;

/**
 * What a {@link ProjectionDelivery} hands each changed user or post to (its latest version, at
 * least once, in order per id). The application's projections implement it; the adapter needs
 * to know no more of them.
 */
public interface ChangeProjection {

    void userChanged(User user);

    void postChanged(Post post);
}
