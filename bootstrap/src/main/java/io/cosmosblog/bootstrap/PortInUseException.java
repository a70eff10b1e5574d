package io.cosmosblog.bootstrap;

import java.net.BindException;
import java.util.Optional;

/**
 * A port the service was told to listen on is held by another process: the start names the port,
 * the setting that chose it and how to choose another, rather than a bind error from deep inside
 * the HTTP server.
 */
public final class PortInUseException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private PortInUseException(String message, Throwable cause) {
        super(message, cause);
    }

    /** {@code failure} told as a port in use when a bind refusal is among its causes; otherwise itself. */
    static RuntimeException of(RuntimeException failure, Variable setting, int port) {
        boolean api = setting == Variable.PORT;
        String chosenBy = api ? setting.name() : setting + ", the port of /metrics";
        String choices = api ? "0 picks a free one" : "0 picks a free one, none serves no metrics";
        return bindRefusal(failure).<RuntimeException>map(refusal -> new PortInUseException("port " + port + " (" + chosenBy
                + ") is already in use: stop what holds it, or choose another with " + setting + " (" + choices + ")", failure))
                .orElse(failure);
    }

    private static Optional<Throwable> bindRefusal(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            if (cause instanceof BindException) {
                return Optional.of(cause);
            }
        }
        return Optional.empty();
    }
}
