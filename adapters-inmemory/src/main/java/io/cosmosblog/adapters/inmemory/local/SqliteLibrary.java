package io.cosmosblog.adapters.inmemory.local;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.sqlite.SQLiteJDBCLoader;
import org.sqlite.util.LibraryLoaderUtil;
import org.sqlite.util.OSInfo;

/**
 * SQLite's native library, which the driver unpacks from its jar into {@code org.sqlite.tmpdir}
 * ({@code java.io.tmpdir} unless set) at the first connection, or loads from
 * {@code org.sqlite.lib.path} when that is set. Where neither works (a read-only root file system
 * with no writable {@code /tmp}), the failure says so, rather than blaming the data directory.
 */
final class SqliteLibrary {

    static final String LIB_PATH = "org.sqlite.lib.path";
    static final String TMPDIR = "org.sqlite.tmpdir";

    private SqliteLibrary() {
    }

    /** Loads it once per process; a {@link DataDirectoryException} naming it when it cannot be loaded. */
    static void load() {
        try {
            SQLiteJDBCLoader.initialize();
        } catch (Exception e) {
            throw unloadable(e);
        }
    }

    /** What to tell when the library cannot be loaded: where it was looked for, and how to give it a place. */
    static DataDirectoryException unloadable(Exception failure) {
        String tmpdir = System.getProperty(TMPDIR, System.getProperty("java.io.tmpdir"));
        String libPath = System.getProperty(LIB_PATH);
        return DataDirectoryException.notTheData("SQLite's native library cannot be loaded, so no data directory can be"
                + " opened (" + failure.getMessage() + "): it is unpacked into " + TMPDIR + " (" + tmpdir + "), which must be"
                + " writable, or read from " + LIB_PATH + " (" + (libPath == null ? "not set" : libPath) + "), a directory holding "
                + LibraryLoaderUtil.getNativeLibName() + " for " + OSInfo.getNativeLibFolderPathForCurrentOS(), failure);
    }

    /**
     * Copies this platform's library out of the jar into the directory {@code args[0]}, for an image
     * whose root file system is read-only to point {@code org.sqlite.lib.path} at, and loads it
     * there, so that a build on a base it does not fit fails rather than the service.
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: SqliteLibrary <directory to place " + LibraryLoaderUtil.getNativeLibName() + " in>");
        }
        String resource = LibraryLoaderUtil.getNativeLibResourcePath() + "/" + LibraryLoaderUtil.getNativeLibName();
        Path target = Path.of(args[0]).resolve(LibraryLoaderUtil.getNativeLibName()).toAbsolutePath();
        try (InputStream library = SQLiteJDBCLoader.class.getResourceAsStream(resource)) {
            if (library == null) {
                throw new IOException("no " + resource + " in the driver's jar for this platform");
            }
            Files.createDirectories(target.getParent());
            Files.copy(library, target, StandardCopyOption.REPLACE_EXISTING);
        }
        System.load(target.toString());
        System.out.println(target);
    }
}
