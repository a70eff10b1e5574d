package io.cosmosblog.bootstrap.cli;

import io.cosmosblog.application.failure.NotFoundException;
import io.cosmosblog.application.users.EraseUserContent.Erased;
import io.cosmosblog.bootstrap.OperatorTools;
import io.cosmosblog.bootstrap.console.Plural;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.CommentId;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.shared.InvalidValueException;
import io.cosmosblog.domain.user.UserId;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** An operator's answers to abuse: disable or erase an account, delete a post or a comment, whoever wrote it. */
@Command(name = "moderate", mixinStandardHelpOptions = true, versionProvider = BuildVersion.class,
        description = {"Disables or erases a user, or deletes a post or a comment, whoever wrote it.",
                "disable-user USER_ID: every token of the user stops working (no password: no way back in) and "
                        + "everything they wrote is deleted, as an erasure; the account stays, so its name stays taken.",
                "erase-user USER_ID: the user's posts, comments and likes, then the account (what DELETE /api/users/{id} "
                        + "does, without their token).",
                "delete-post POST_ID: the post with its comments and likes; it leaves its author's list and the feed.",
                "delete-comment POST_ID COMMENT_ID: the comment, uncounted on its post.",
                "Each action is told in one line, on stdout and in the log (logger io.cosmosblog.moderation); "
                        + "counts on other posts are corrected in the same atomic steps. Safe to repeat.",
                StoredData.HELP})
final class ModerateCommand implements Callable<Integer> {

    private static final Logger AUDIT = LoggerFactory.getLogger("io.cosmosblog.moderation");

    enum Action { DISABLE_USER, ERASE_USER, DELETE_POST, DELETE_COMMENT }

    @Mixin
    StorageOptions storage = new StorageOptions();

    @Mixin
    Verbose verbose = new Verbose();

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "ACTION", description = "disable-user, erase-user, delete-post or delete-comment",
            converter = ActionName.class)
    Action action;

    @Parameters(index = "1..*", paramLabel = "ID", arity = "1..2", description = "the user's or post's id (and the comment's)")
    List<String> ids;

    @Override
    public Integer call() {
        int wanted = action == Action.DELETE_COMMENT ? 2 : 1;
        if (ids.size() != wanted) {
            spec.commandLine().getErr().printf("cosmos-blog moderate: %s takes %s%n", ActionName.of(action),
                    wanted == 2 ? "a post's id and a comment's id" : "one id");
            return ExitCodes.USAGE;
        }
        PrintWriter out = spec.commandLine().getOut();
        return StoredData.act("moderate", storage, verbose, spec, tools -> {
            try {
                String done = act(tools);
                out.println(done);
                AUDIT.info(done);
                return ExitCodes.OK;
            } catch (NotFoundException | InvalidValueException refused) {
                spec.commandLine().getErr().println("cosmos-blog moderate: " + refused.getMessage());
                return ExitCodes.CANNOT_START;
            }
        });
    }

    private String act(OperatorTools tools) {
        return switch (action) {
            case DISABLE_USER -> {
                UserId user = new UserId(ids.get(0));
                yield "disabled user " + user + ": every token revoked; " + deleted(tools.disableUser(user));
            }
            case ERASE_USER -> {
                UserId user = new UserId(ids.get(0));
                yield "erased user " + user + ": the account and " + deleted(tools.eraseUser(user));
            }
            case DELETE_POST -> {
                DeletedPost post = tools.removePost(new PostId(ids.get(0)));
                yield "deleted post " + post.id() + " of user " + post.userId() + ", with its comments and likes";
            }
            case DELETE_COMMENT -> {
                Comment comment = tools.removeComment(new PostId(ids.get(0)), new CommentId(ids.get(1)));
                yield "deleted comment " + comment.id() + " of user " + comment.userId() + " on post " + comment.postId();
            }
        };
    }

    private static String deleted(Erased erased) {
        return Plural.of(erased.posts(), "post") + ", " + Plural.of(erased.comments(), "comment") + " and "
                + Plural.of(erased.likes(), "like") + " deleted";
    }

    /** The actions as typed: kebab case. */
    static final class ActionName implements picocli.CommandLine.ITypeConverter<Action> {

        @Override
        public Action convert(String value) {
            for (Action action : Action.values()) {
                if (of(action).equals(value)) {
                    return action;
                }
            }
            throw new picocli.CommandLine.TypeConversionException("'" + value
                    + "' is no action; use disable-user, erase-user, delete-post or delete-comment");
        }

        static String of(Action action) {
            return action.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
        }
    }
}
