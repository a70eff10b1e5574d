package io.cosmosblog.cli;

/** What the process tells its caller. */
final class ExitCodes {

    static final int OK = 0;
    /** Valid settings, but the work could not be done (storage unreachable, key refused, changes still failing). */
    static final int CANNOT_START = 1;
    /** A wrong option or setting: the usage or the message says what. */
    static final int USAGE = 2;

    private ExitCodes() {
    }
}
