package io.cosmosblog.bootstrap;

import io.cosmosblog.application.comments.CommentOnPost;
import io.cosmosblog.application.likes.LikePost;
import io.cosmosblog.application.metering.StoreMeter;
import io.cosmosblog.application.posts.WritePost;
import io.cosmosblog.application.projection.ProjectionDelivery;
import io.cosmosblog.application.users.RegisterUser;

/** What every storage choice's component gives {@link Main}, the benchmark and the tests. */
public interface BlogComponent {

    BlogService service();

    /** For tests that wait until the eventually consistent views have caught up. */
    ProjectionDelivery projectionDelivery();

    StoreMeter storeMeter();

    // The benchmark loads its data set through the use cases, skipping HTTP.
    RegisterUser registerUser();

    WritePost writePost();

    CommentOnPost commentOnPost();

    LikePost likePost();
}
