package io.cosmosblog.bootstrap;

import dagger.Module;
import dagger.Provides;
import io.cosmosblog.adapters.http.AboutHandlers;
import io.cosmosblog.adapters.http.ApiRoutes;
import io.cosmosblog.adapters.http.BearerAuthentication;
import io.cosmosblog.adapters.http.CommentHandlers;
import io.cosmosblog.adapters.http.FeedHandlers;
import io.cosmosblog.adapters.http.HttpApi;
import io.cosmosblog.adapters.http.HttpMetrics;
import io.cosmosblog.adapters.http.LikeHandlers;
import io.cosmosblog.adapters.http.ManagementApi;
import io.cosmosblog.adapters.http.PostHandlers;
import io.cosmosblog.adapters.http.UserHandlers;
import io.cosmosblog.adapters.http.json.JsonBody;
import io.cosmosblog.adapters.http.json.JsonMapping;
import io.cosmosblog.adapters.http.security.ClientAddress;
import io.cosmosblog.adapters.http.security.LoadBounds;
import io.cosmosblog.adapters.http.security.RequestLimits;
import io.cosmosblog.adapters.http.security.SecurityHeaders;
import io.cosmosblog.adapters.http.security.SessionTokenSignature;
import io.cosmosblog.application.comments.CommentOnPost;
import io.cosmosblog.application.comments.DeleteComment;
import io.cosmosblog.application.comments.ListPostComments;
import io.cosmosblog.application.feed.ViewFeed;
import io.cosmosblog.application.likes.LikePost;
import io.cosmosblog.application.likes.ListPostLikes;
import io.cosmosblog.application.likes.UnlikePost;
import io.cosmosblog.application.posts.DeletePost;
import io.cosmosblog.application.posts.EditPost;
import io.cosmosblog.application.posts.ListUserPosts;
import io.cosmosblog.application.posts.ViewPost;
import io.cosmosblog.application.posts.WritePost;
import io.cosmosblog.application.port.RecentReadiness;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.application.port.plumbing.ReadYourWrites;
import io.cosmosblog.application.users.AuthenticateUser;
import io.cosmosblog.application.users.DeleteAccount;
import io.cosmosblog.application.users.RegisterUser;
import io.cosmosblog.application.users.RenameUser;
import io.cosmosblog.application.users.RotateAccessToken;
import io.cosmosblog.application.users.SignOutEverywhere;
import io.cosmosblog.application.users.ViewUser;
import jakarta.inject.Singleton;
import java.time.Clock;
import org.slf4j.LoggerFactory;

/** The REST API over the use cases. */
@Module
public interface HttpModule {

    @Provides @Singleton static JsonBody jsonBody() { return new JsonBody(JsonMapping.strict()); }

    @Provides static ClientAddress clientAddress(Settings settings) { return new ClientAddress(settings.protection().trustedProxies()); }

    @Provides @Singleton
    static RequestLimits limits(Settings settings, ClientAddress addresses, Clock clock, HttpMetrics metrics) {
        Protection protection = settings.protection();
        return new RequestLimits(protection.budgets(), addresses, clock, metrics::rateLimited);
    }

    @Provides static BearerAuthentication authentication(AuthenticateUser authenticateUser, RequestLimits limits) {
        return new BearerAuthentication(authenticateUser, limits);
    }

    @Provides
    static UserHandlers users(RegisterUser register, RenameUser rename, ViewUser view, RotateAccessToken rotate,
            SignOutEverywhere signOut, DeleteAccount delete, BearerAuthentication auth, RequestLimits limits, JsonBody body) {
        return new UserHandlers(register, rename, view, rotate, signOut, delete, auth, limits, body);
    }

    @Provides
    static PostHandlers posts(WritePost write, EditPost edit, ViewPost view, ListUserPosts listOfUser, DeletePost delete,
            BearerAuthentication auth, RequestLimits limits, JsonBody body) {
        return new PostHandlers(write, edit, view, listOfUser, delete, auth, limits, body);
    }

    @Provides
    static CommentHandlers comments(CommentOnPost comment, ListPostComments list, DeleteComment delete,
            BearerAuthentication auth, RequestLimits limits, JsonBody body) {
        return new CommentHandlers(comment, list, delete, auth, limits, body);
    }

    @Provides
    static LikeHandlers likes(LikePost like, ListPostLikes list, UnlikePost unlike, BearerAuthentication auth) {
        return new LikeHandlers(like, list, unlike, auth);
    }

    @Provides static FeedHandlers feed(ViewFeed viewFeed) { return new FeedHandlers(viewFeed); }

    @Provides static AboutHandlers about(Settings settings) {
        return new AboutHandlers(settings.storage().settingValue(), settings.model());
    }

    @Provides @Singleton
    static HttpApi httpApi(UserHandlers users, PostHandlers posts, CommentHandlers comments, LikeHandlers likes,
            FeedHandlers feed, AboutHandlers about, StorageMeter meter, StoragePorts ports, HttpMetrics metrics,
            ReadYourWrites readYourWrites, ClientAddress addresses, Settings settings, RecentReadiness readiness) {
        return new HttpApi(new ApiRoutes(users, posts, comments, likes, feed, about), meter, readiness, metrics,
                readYourWrites, sessionTokens(settings), new SecurityHeaders(addresses), LoadBounds.DEFAULT);
    }

    private static SessionTokenSignature sessionTokens(Settings settings) {
        return settings.protection().sessionTokens().orElseGet(() -> {
            if (settings.storage() == StorageKind.COSMOS) {
                LoggerFactory.getLogger(HttpModule.class).warn("{} is unset: session tokens (X-Session-Token) are signed with a random key of this instance's and"
                        + " work on this instance only; set the same key on every instance behind a load balancer",
                        Variable.SESSION_TOKEN_KEY);
            }
            return SessionTokenSignature.ofThisInstance();
        });
    }

    /** One for both ports: probes on either share the store's answer of the last second. */
    @Provides @Singleton static RecentReadiness readiness(StoragePorts ports) { return RecentReadiness.of(ports.health()); }

    @Provides @Singleton
    static ManagementApi managementApi(HttpMetrics metrics, RecentReadiness readiness) {
        return new ManagementApi(metrics, readiness);
    }
}
