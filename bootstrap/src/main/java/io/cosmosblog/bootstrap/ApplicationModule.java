package io.cosmosblog.bootstrap;

import dagger.Module;
import dagger.Provides;
import io.cosmosblog.application.comments.CommentOnPost;
import io.cosmosblog.application.comments.DeleteComment;
import io.cosmosblog.application.comments.ListPostComments;
import io.cosmosblog.application.feed.ViewFeed;
import io.cosmosblog.application.likes.LikePost;
import io.cosmosblog.application.likes.ListPostLikes;
import io.cosmosblog.application.likes.UnlikePost;
import io.cosmosblog.application.moderation.DisableUser;
import io.cosmosblog.application.moderation.EraseUser;
import io.cosmosblog.application.moderation.RemoveComment;
import io.cosmosblog.application.moderation.RemovePost;
import io.cosmosblog.application.posts.DeletePost;
import io.cosmosblog.application.posts.EditPost;
import io.cosmosblog.application.posts.ListUserPosts;
import io.cosmosblog.application.posts.ViewPost;
import io.cosmosblog.application.posts.WritePost;
import io.cosmosblog.application.projection.Projections;
import io.cosmosblog.application.projection.RebuildViews;
import io.cosmosblog.application.projection.ReplayParkedChanges;
import io.cosmosblog.application.port.BlogStorage;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.application.port.plumbing.ReadYourWrites;
import io.cosmosblog.application.users.AuthenticateUser;
import io.cosmosblog.application.users.DeleteAccount;
import io.cosmosblog.application.users.EraseUserContent;
import io.cosmosblog.application.users.FinishErasures;
import io.cosmosblog.application.users.RegisterUser;
import io.cosmosblog.application.users.RenameUser;
import io.cosmosblog.application.users.Revocations;
import io.cosmosblog.application.users.RotateAccessToken;
import io.cosmosblog.application.users.SignOutEverywhere;
import io.cosmosblog.application.users.ViewUser;
import io.cosmosblog.domain.user.TokenLifetime;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.ZoneOffset;

/**
 * The use cases and projections, each built on the ports it needs from whichever
 * {@link BlogStorage} the component's storage module opened. A new port needs no line here; a
 * use case that takes it does.
 */
@Module
public interface ApplicationModule {

    // Milliseconds, as Cosmos DB and JavaScript keep them, so both adapters store the same instants.
    @Provides @Singleton static Clock clock() { return Clock.tickMillis(ZoneOffset.UTC); }
    @Provides @Singleton static StorageMeter storageMeter() { return new StorageMeter(); }
    @Provides @Singleton static ReadYourWrites readYourWrites() { return new ReadYourWrites(); }
    @Provides static StoragePorts ports(BlogStorage storage) { return storage.ports(); }

    @Provides static TokenLifetime tokenLifetime(Settings settings) { return settings.protection().tokenLifetime(); }

    @Provides @Singleton static Revocations revocations(BlogStorage storage) {
        return new Revocations(storage.ports().users(), storage.revocationSettle());
    }

    @Provides static RegisterUser registerUser(StoragePorts ports, Clock clock, TokenLifetime lifetime) {
        return new RegisterUser(ports.users(), clock, lifetime);
    }
    @Provides static RenameUser renameUser(StoragePorts ports, Revocations revocations) {
        return new RenameUser(ports.users(), revocations);
    }
    @Provides static ViewUser viewUser(StoragePorts ports) { return new ViewUser(ports.users()); }
    @Provides static AuthenticateUser authenticateUser(StoragePorts ports, Clock clock, TokenLifetime lifetime) {
        return new AuthenticateUser(ports.users(), clock, lifetime);
    }
    @Provides static RotateAccessToken rotateAccessToken(StoragePorts ports, Clock clock, TokenLifetime lifetime,
            Revocations revocations) {
        return new RotateAccessToken(ports.users(), clock, lifetime, revocations);
    }
    @Provides static SignOutEverywhere signOutEverywhere(StoragePorts ports, Clock clock, Revocations revocations) {
        return new SignOutEverywhere(ports.users(), clock, revocations);
    }

    @Provides static WritePost writePost(StoragePorts ports, Clock clock, Revocations revocations) {
        return new WritePost(ports.posts(), clock, revocations);
    }
    @Provides static EditPost editPost(StoragePorts ports, Revocations revocations) { return new EditPost(ports.posts(), revocations); }
    @Provides static ViewPost viewPost(StoragePorts ports) { return new ViewPost(ports.posts()); }
    @Provides static ListUserPosts listUserPosts(StoragePorts ports) { return new ListUserPosts(ports.userPosts(), ports.users()); }

    @Provides static CommentOnPost commentOnPost(StoragePorts ports, Clock clock, Revocations revocations) {
        return new CommentOnPost(ports.comments(), clock, revocations);
    }
    @Provides static ListPostComments listPostComments(StoragePorts ports) { return new ListPostComments(ports.comments(), ports.posts()); }
    @Provides static LikePost likePost(StoragePorts ports, Clock clock, Revocations revocations) {
        return new LikePost(ports.likes(), clock, revocations);
    }
    @Provides static ListPostLikes listPostLikes(StoragePorts ports) { return new ListPostLikes(ports.likes(), ports.posts()); }
    @Provides static UnlikePost unlikePost(StoragePorts ports, Revocations revocations) { return new UnlikePost(ports.likes(), revocations); }
    @Provides static DeletePost deletePost(StoragePorts ports, Revocations revocations) { return new DeletePost(ports.posts(), revocations); }
    @Provides static EraseUserContent eraseUserContent(BlogStorage storage) {
        StoragePorts ports = storage.ports();
        return new EraseUserContent(ports.posts(), ports.comments(), ports.likes(), storage.unfinishedErasures());
    }
    @Provides static FinishErasures finishErasures(EraseUserContent content) { return new FinishErasures(content); }
    @Provides static DeleteAccount deleteAccount(StoragePorts ports, EraseUserContent content, Revocations revocations) {
        return new DeleteAccount(ports.users(), content, revocations);
    }
    @Provides static DisableUser disableUser(StoragePorts ports, EraseUserContent content, Clock clock, Revocations revocations) {
        return new DisableUser(ports.users(), content, clock, revocations);
    }
    @Provides static EraseUser eraseUser(StoragePorts ports, EraseUserContent content, Revocations revocations) {
        return new EraseUser(ports.users(), content, revocations);
    }
    @Provides static RemovePost removePost(StoragePorts ports) { return new RemovePost(ports.posts()); }
    @Provides static RemoveComment removeComment(StoragePorts ports) { return new RemoveComment(ports.comments()); }
    @Provides static DeleteComment deleteComment(StoragePorts ports, Revocations revocations) {
        return new DeleteComment(ports.comments(), ports.posts(), revocations);
    }
    @Provides static ViewFeed viewFeed(StoragePorts ports) { return new ViewFeed(ports.feed()); }

    @Provides static RebuildViews rebuildViews(StoragePorts ports) {
        return new RebuildViews(ports.posts(), ports.users(), ports.userPosts(), ports.feed(), ports.authorNames());
    }

    @Provides static ReplayParkedChanges replayParkedChanges(StoragePorts ports, Projections projections, Clock clock) {
        return new ReplayParkedChanges(ports.parkedChanges(), ports.users(), ports.posts(), projections, clock);
    }

    @Provides @Singleton
    static Projections projections(StoragePorts ports) {
        return new Projections(ports.users(), ports.authorNames(), ports.userPosts(), ports.feed());
    }
}
