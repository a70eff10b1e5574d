package io.cosmosblog.adapters.moderation;

import io.cosmosblog.application.moderation.DisableUser;
import io.cosmosblog.application.moderation.EraseUser;
import io.cosmosblog.application.moderation.RemoveComment;
import io.cosmosblog.application.moderation.RemovePost;
import io.cosmosblog.application.users.EraseUserContent.Erased;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.CommentId;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.UserId;
import jakarta.inject.Inject;
import java.util.Locale;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The operator's four answers to abuse, each told in one line: the answer, and the same line in
 * the log of the process that acted (logger {@code io.cosmosblog.moderation}), the audit trail.
 */
public final class Moderator {

    private static final Logger AUDIT = LoggerFactory.getLogger("io.cosmosblog.moderation");

    private final DisableUser disableUser;
    private final EraseUser eraseUser;
    private final RemovePost removePost;
    private final RemoveComment removeComment;

    @Inject
    public Moderator(DisableUser disableUser, EraseUser eraseUser, RemovePost removePost, RemoveComment removeComment) {
        this.disableUser = disableUser;
        this.eraseUser = eraseUser;
        this.removePost = removePost;
        this.removeComment = removeComment;
    }

    /**
     * Carries out {@code request} and answers its line; {@code NotFoundException} or {@code
     * InvalidValueException} (a malformed id) when it cannot.
     */
    public String act(ModerationRequest request) {
        String done = switch (request.action()) {
            case DISABLE_USER -> {
                UserId user = new UserId(request.ids().get(0));
                yield "disabled user " + user + ": every token revoked; " + deleted(disableUser.disable(user));
            }
            case ERASE_USER -> {
                UserId user = new UserId(request.ids().get(0));
                yield "erased user " + user + ": the account and " + deleted(eraseUser.erase(user));
            }
            case DELETE_POST -> {
                DeletedPost post = removePost.remove(new PostId(request.ids().get(0)));
                yield "deleted post " + post.id() + " of user " + post.userId() + ", with its comments and likes";
            }
            case DELETE_COMMENT -> {
                Comment comment = removeComment.remove(new PostId(request.ids().get(0)), new CommentId(request.ids().get(1)));
                yield "deleted comment " + comment.id() + " of user " + comment.userId() + " on post " + comment.postId();
            }
        };
        AUDIT.info("moderation: {}", done);
        return done;
    }

    private static String deleted(Erased erased) {
        return count(erased.posts(), "post") + ", " + count(erased.comments(), "comment") + " and "
                + count(erased.likes(), "like") + " deleted";
    }

    /** "1 post", "12,345 posts": as the command line counts. */
    private static String count(long count, String noun) {
        return String.format(Locale.ROOT, "%,d %s%s", count, noun, count == 1 ? "" : "s");
    }
}
