package io.cosmosblog.cli;

import com.azure.core.exception.ClientAuthenticationException;
import com.azure.cosmos.CosmosException;
import io.cosmosblog.adapters.cosmos.provisioning.Provisioner;
import io.cosmosblog.adapters.inmemory.local.DataDirectoryException;
import io.cosmosblog.bootstrap.PortInUseException;
import java.io.PrintWriter;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.util.Optional;
import javax.net.ssl.SSLException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A start that failed, told in one line when the operator can fix it: a port another process
 * holds (named with its setting), a data directory it cannot use, an endpoint it cannot reach (a connect failure or a Cosmos DB error in
 * the cause chain), a key or identity refused, what {@code COSMOS_PROVISION=verify} found missing.
 * Their stack traces say nothing more to an operator: {@code --verbose} (or the DEBUG level) shows
 * them. Anything else is a bug, and keeps its whole stack trace.
 */
final class StartFailure {

    private static final Logger LOG = LoggerFactory.getLogger(StartFailure.class);
    private static final int MAX_LENGTH = 300;

    private StartFailure() {
    }

    /**
     * Says why {@code failure} stopped the start: one line on {@code err} for an expected failure
     * (the whole error too when {@code verbose}), answering the exit code; an unexpected one is
     * thrown again, to be printed whole.
     */
    static int report(RuntimeException failure, boolean verbose, PrintWriter err) {
        return tell(opening("serve"), failure, verbose, err);
    }

    /** The same for {@code command}, one that opens the storage to act on it and stops. */
    static int report(String command, RuntimeException failure, boolean verbose, PrintWriter err) {
        return tell(opening(command), failure, verbose, err);
    }

    /** How a failure of {@code command} opens: {@code serve} cannot start; every other command cannot run. */
    static String opening(String command) {
        return command.equals("serve") ? "cosmos-blog cannot start: " : "cosmos-blog " + command + " cannot run: ";
    }

    private static int tell(String opening, RuntimeException failure, boolean verbose, PrintWriter err) {
        Optional<String> reason = reason(failure);
        if (reason.isEmpty()) {
            throw failure;
        }
        if (verbose) {
            LOG.error("The service could not start", failure);
        } else {
            LOG.debug("The service could not start", failure);
        }
        // Our own messages are whole; the SDK's cause stands for an error of pages.
        boolean whole = verbose || isOurs(failure);
        err.println(opening + reason.get() + (whole ? "" : " (--verbose shows the whole error)"));
        err.flush();
        return ExitCodes.CANNOT_START;
    }

    /** The one line for an expected failure; empty for an unexpected one (a bug). */
    static Optional<String> reason(Throwable failure) {
        if (isOurs(failure)) {
            // Ours: the message names the directory, or lists what the account lacks.
            return Optional.of(String.valueOf(failure.getMessage()));
        }
        Optional<Throwable> identity = cause(failure, ClientAuthenticationException.class);
        if (identity.isPresent()) {
            // Before the network: signing in tries endpoints of its own, which may be unreachable too.
            return Optional.of("Microsoft Entra ID sign-in failed: " + tellingMessage(failure, identity.get()));
        }
        Optional<Throwable> network = cause(failure, SocketException.class, UnknownHostException.class,
                SocketTimeoutException.class, SSLException.class);
        if (network.isPresent()) {
            // e.g. "Connection refused: /127.0.0.1:8081", under the SDK's pages of JSON.
            return Optional.of("cannot reach Cosmos DB: " + (network.get() instanceof UnknownHostException
                    ? "unknown host " : "") + tellingMessage(failure, network.get()));
        }
        return cause(failure, CosmosException.class).map(CosmosException.class::cast).map(refusal ->
                "Cosmos DB answered " + refusal.getStatusCode() + (refusal.getSubStatusCode() == 0 ? "" : "/" + refusal.getSubStatusCode())
                        + ": " + oneLine(refusal.getShortMessage()));
    }

    private static boolean isOurs(Throwable failure) {
        return failure instanceof DataDirectoryException || failure instanceof PortInUseException || isProvisioningVerdict(failure);
    }

    /** What the provisioning found wrong with the account (missing, or partitioned otherwise): no bug of ours. */
    private static boolean isProvisioningVerdict(Throwable failure) {
        StackTraceElement[] frames = failure.getStackTrace();
        return failure instanceof IllegalStateException && frames.length > 0
                && frames[0].getClassName().startsWith(Provisioner.class.getPackageName() + ".");
    }

    @SafeVarargs
    private static Optional<Throwable> cause(Throwable failure, Class<? extends Throwable>... kinds) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            for (Class<? extends Throwable> kind : kinds) {
                if (kind.isInstance(cause)) {
                    return Optional.of(cause);
                }
            }
        }
        return Optional.empty();
    }

    /**
     * The first message from {@code found} down its causes that is short and plain (the SDK's run
     * to pages of JSON); the first line of the outermost one when none is.
     */
    private static String tellingMessage(Throwable failure, Throwable found) {
        for (Throwable cause = found; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            String message = cause.getMessage() == null ? "" : cause.getMessage().strip();
            if (!message.isEmpty() && message.length() <= MAX_LENGTH && !message.startsWith("{") && message.lines().count() == 1) {
                return message;
            }
        }
        return oneLine(failure.getMessage());
    }

    private static String oneLine(String message) {
        String first = message == null ? "" : message.strip().lines().findFirst().orElse("");
        return first.length() > MAX_LENGTH ? first.substring(0, MAX_LENGTH) + "…" : first;
    }
}
