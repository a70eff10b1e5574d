package io.cosmosblog.adapters.inmemory.local;

import java.nio.file.Path;

/**
 * The data directory cannot be used, and why, naming it: a file in its place, no access, another
 * program's files, another schema version, another data model, another running instance. The
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
        super("data directory " + directory.toAbsolutePath().normalize() + " " + problem, cause);
        this.inUse = inUse;
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
