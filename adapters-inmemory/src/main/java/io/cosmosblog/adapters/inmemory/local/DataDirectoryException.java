package io.cosmosblog.adapters.inmemory.local;

import java.nio.file.Path;

/**
 * The data directory cannot be used, and why, naming it: a file in its place, no access, another
 * program's files, another schema version, another data model, another running instance. The
 * command line prints the message as it is, in one line, without a stack trace: there is nothing
 * more to say.
 */
public final class DataDirectoryException extends RuntimeException {

    public DataDirectoryException(Path directory, String problem) {
        super("data directory " + directory.toAbsolutePath().normalize() + " " + problem);
    }

    public DataDirectoryException(Path directory, String problem, Throwable cause) {
        super("data directory " + directory.toAbsolutePath().normalize() + " " + problem, cause);
    }
}
