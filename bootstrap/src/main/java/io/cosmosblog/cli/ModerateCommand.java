package io.cosmosblog.cli;

import io.cosmosblog.application.failure.NotFoundException;
import io.cosmosblog.bootstrap.Settings;
import io.cosmosblog.bootstrap.StorageKind;
import io.cosmosblog.adapters.moderation.ModerationRequest;
import io.cosmosblog.adapters.moderation.ModerationSocket;
import io.cosmosblog.domain.shared.InvalidValueException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** An operator's answers to abuse: disable or erase an account, delete a post or a comment, whoever wrote it. */
@Command(name = "moderate", mixinStandardHelpOptions = true, versionProvider = BuildVersion.class,
        description = {"Disables or erases a user, or deletes a post or a comment.",
                "disable-user USER_ID: every token of the user stops working (no password: no way back in) and "
                        + "everything they wrote is deleted, as an erasure; the account stays, so its page still says who they were.",
                "erase-user USER_ID: the user's posts, comments and likes, then the account (what DELETE /api/users/{id} "
                        + "does, without their token).",
                "delete-post POST_ID: the post with its comments and likes; it leaves its author's list and the feed.",
                "delete-comment POST_ID COMMENT_ID: the comment, uncounted on its post.",
                "Each action is told in one line, on stdout and in the log of the process that acted (logger "
                        + "io.cosmosblog.moderation); counts on other posts are corrected in the same atomic steps. Safe to repeat.",
                "On Cosmos DB it acts beside running instances. On the local store it asks the service running on the "
                        + "data directory (through " + ModerationSocket.NAME + " there, which only the directory's owner "
                        + "can use), or acts on the store itself when none runs. STORAGE=inmemory is refused."})
final class ModerateCommand implements Callable<Integer> {

    @Mixin
    StorageOptions storage = new StorageOptions();

    @Mixin
    Verbose verbose = new Verbose();

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "ACTION", description = "disable-user, erase-user, delete-post or delete-comment")
    String action;

    @Parameters(index = "1..*", paramLabel = "ID", arity = "1..2", description = "the user's or post's id (and the comment's)")
    List<String> ids;

    @Override
    public Integer call() {
        ModerationRequest request;
        try {
            request = new ModerationRequest(ModerationRequest.Action.typed(action), ids);
        } catch (IllegalArgumentException mistaken) {
            return refused(mistaken.getMessage(), ExitCodes.USAGE);
        }
        Settings settings = storage.settings(System.getenv());
        Path socket = settings.dataDir().resolve(ModerationSocket.NAME);
        String unanswered = "it has no " + ModerationSocket.NAME + " yet";
        if (settings.storage() == StorageKind.LOCAL && Files.exists(socket)) {
            try {
                return told(ModerationSocket.ask(socket, request));
            } catch (IOException gone) {
                // A socket a killed service left: no service runs, so act on the store itself. Or
                // one that runs and did not answer (busy, starting, stopping): said below.
                unanswered = ModerationSocket.NAME + " did not answer: " + gone.getMessage();
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        // Waiting mends a service that is busy or starting; stopping it would only interrupt its users.
        String whenInUse = unanswered + "; wait a moment and run the same command again (every action is safe to repeat; "
                + "the service's log says so if moderate cannot reach it at all)";
        return StoredData.act("moderate", storage, verbose, spec, whenInUse, maintenance -> {
            try {
                out.println(maintenance.moderator().act(request));
                return ExitCodes.OK;
            } catch (NotFoundException | InvalidValueException refused) {
                return refused(refused.getMessage(), ExitCodes.CANNOT_START);
            }
        });
    }

    /** The running service's answer: {@code ok <line>} or {@code refused <why>}. */
    private int told(String answer) {
        if (answer.startsWith("ok ")) {
            spec.commandLine().getOut().println(answer.substring(3));
            return ExitCodes.OK;
        }
        return refused(answer.replaceFirst("^refused ", ""), ExitCodes.CANNOT_START);
    }

    private int refused(String why, int code) {
        spec.commandLine().getErr().println("cosmos-blog moderate: " + why);
        return code;
    }
}
