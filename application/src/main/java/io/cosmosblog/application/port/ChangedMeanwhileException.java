package io.cosmosblog.application.port;

/**
 * What the caller read has changed since: a second change made at the same time, which would
 * otherwise silently undo the first (a rename putting back a token just replaced, say).
 */
public final class ChangedMeanwhileException extends RuntimeException {

    public ChangedMeanwhileException(String message) {
        super(message);
    }
}
