package io.cosmosblog.bootstrap.cli;

/** What the process tells its caller. */
final class ExitCodes {

    static final int OK = 0;
    /** Valid settings, but the service could not start (storage unreachable, key refused). */
    static final int CANNOT_START = 1;
    /** A wrong option or setting: the usage or the message says what. */
    static final int USAGE = 2;

    private ExitCodes() {
    }
}
