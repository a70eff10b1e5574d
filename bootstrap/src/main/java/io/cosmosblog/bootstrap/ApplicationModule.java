package io.cosmosblog.bootstrap;

import dagger.Module;
import dagger.Provides;
import io.cosmosblog.application.comments.CommentOnPost;
import io.cosmosblog.application.comments.ListPostComments;
import io.cosmosblog.application.feed.ViewFeed;
import io.cosmosblog.application.likes.LikePost;
import io.cosmosblog.application.likes.ListPostLikes;
import io.cosmosblog.application.posts.EditPost;
import io.cosmosblog.application.posts.ListUserPosts;
import io.cosmosblog.application.posts.ViewPost;
import io.cosmosblog.application.posts.WritePost;
import io.cosmosblog.application.projection.Projections;
import io.cosmosblog.application.projection.RebuildViews;
import io.cosmosblog.application.projection.ReplayParkedChanges;
import io.cosmosblog.application.storage.AuthorNameCopies;
import io.cosmosblog.application.storage.Comments;
import io.cosmosblog.application.storage.FeedView;
import io.cosmosblog.application.storage.Likes;
import io.cosmosblog.application.storage.ParkedChanges;
import io.cosmosblog.application.storage.Posts;
import io.cosmosblog.application.storage.ReadYourWrites;
import io.cosmosblog.application.storage.StorageMeter;
import io.cosmosblog.application.storage.UserPostsView;
import io.cosmosblog.application.storage.Users;
import io.cosmosblog.application.users.AuthenticateUser;
import io.cosmosblog.application.users.RegisterUser;
import io.cosmosblog.application.users.RenameUser;
import io.cosmosblog.application.users.ViewUser;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.ZoneOffset;

/** The use cases and projections, built on whatever ports the storage module supplies. */
@Module
public interface ApplicationModule {

    // Milliseconds, as Cosmos DB and JavaScript keep them, so both adapters store the same instants.
    @Provides @Singleton static Clock clock() { return Clock.tickMillis(ZoneOffset.UTC); }
    @Provides @Singleton static StorageMeter storeMeter() { return new StorageMeter(); }
    @Provides @Singleton static ReadYourWrites readYourWrites() { return new ReadYourWrites(); }

    @Provides static RegisterUser registerUser(Users users) { return new RegisterUser(users); }
    @Provides static RenameUser renameUser(Users users) { return new RenameUser(users); }
    @Provides static ViewUser viewUser(Users users) { return new ViewUser(users); }
    @Provides static AuthenticateUser authenticateUser(Users users) { return new AuthenticateUser(users); }

    @Provides static WritePost writePost(Posts posts, Clock clock) { return new WritePost(posts, clock); }
    @Provides static EditPost editPost(Posts posts) { return new EditPost(posts); }
    @Provides static ViewPost viewPost(Posts posts) { return new ViewPost(posts); }
    @Provides static ListUserPosts listUserPosts(UserPostsView view, Users users) { return new ListUserPosts(view, users); }

    @Provides static CommentOnPost commentOnPost(Comments comments, Clock clock) { return new CommentOnPost(comments, clock); }
    @Provides static ListPostComments listPostComments(Comments comments, Posts posts) { return new ListPostComments(comments, posts); }
    @Provides static LikePost likePost(Likes likes, Clock clock) { return new LikePost(likes, clock); }
    @Provides static ListPostLikes listPostLikes(Likes likes, Posts posts) { return new ListPostLikes(likes, posts); }
    @Provides static ViewFeed viewFeed(FeedView feed) { return new ViewFeed(feed); }

    @Provides static RebuildViews rebuildViews(Posts posts, Users users, UserPostsView userPosts, FeedView feed,
            AuthorNameCopies authorNames) {
        return new RebuildViews(posts, users, userPosts, feed, authorNames);
    }

    @Provides static ReplayParkedChanges replayParkedChanges(ParkedChanges parked, Users users, Posts posts,
            Projections projections, Clock clock) {
        return new ReplayParkedChanges(parked, users, posts, projections, clock);
    }

    @Provides @Singleton
    static Projections projections(AuthorNameCopies authorNames, UserPostsView userPosts, FeedView feed) {
        return new Projections(authorNames, userPosts, feed);
    }
}
