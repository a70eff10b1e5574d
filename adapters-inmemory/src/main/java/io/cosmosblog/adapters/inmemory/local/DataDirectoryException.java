package io.cosmosblog.adapters.inmemory.local;

import java.nio.file.Path;

/**
 * The data directory cannot be used, and why, naming it: a file in its place, no access, another
 * program's files, another schema version, another data model, another running instance; or no
 * data directory can be, SQLite's native library being unavailable (named instead). The
 * command line prints the message as it is, in one line, without a stack trace: there is nothing
 * more to say.
 */
public final class DataDirectoryException extends RuntimeException {

    private final boolean inUse;

    public DataDirectoryException(Path directory, String problem) {
        this(directory, problem, null, false);
    }

    public DataDirectoryException(Path directory, String problem, Throwable cause) {
        this(directory, problem, cause, false);
    }

    private DataDirectoryException(Path directory, String problem, Throwable cause, boolean inUse) {
        this("data directory " + directory.toAbsolutePath().normalize() + " " + problem, cause, inUse);
    }

    private DataDirectoryException(String message, Throwable cause, boolean inUse) {
        super(message, cause);
        this.inUse = inUse;
    }

    /** No data directory can be used, whichever it is, for a reason {@code message} tells (SQLite's library missing). */
    static DataDirectoryException notTheData(String message, Throwable cause) {
        return new DataDirectoryException(message, cause, false);
    }

    /** Another running instance holds {@code directory}'s {@code lockFile}. */
    static DataDirectoryException inUse(Path directory, Path lockFile) {
        return new DataDirectoryException(directory, "is in use by another running cosmos-blog (it holds "
                + lockFile.toAbsolutePath().normalize() + "); stop it first, or choose another directory", null, true);
    }

    /** Whether a running instance holds the directory: the one thing waiting, or stopping it, mends. */
    public boolean inUse() {
        return inUse;
    }
}
