package io.cosmosblog.tools.bench;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * Where one run keeps its report: a file of its own in the report directory, named by what was
 * measured and when ({@code bench-inmemory-v3-20261127-063000.md}), beside its JSON when it has
 * one. By default the directory is under {@code target/}, which the build already keeps out of
 * the repository, so a run from a checkout leaves nothing in its working tree.
 */
public final class ReportFiles {

    public static final String DEFAULT_DIRECTORY = "target/cosmos-blog-bench";
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC);

    private final Path markdown;
    private final Path json;

    private ReportFiles(Path directory, String name) {
        this.markdown = directory.resolve(name + ".md");
        this.json = directory.resolve(name + ".json");
    }

    /** In {@code directory}, created if missing, for a run {@code what} names (e.g. {@code bench-inmemory-v3}). */
    public static ReportFiles in(Path directory, String what) throws IOException {
        Files.createDirectories(directory);
        return new ReportFiles(directory, what + "-" + WHEN.format(Instant.now()));
    }

    public Path markdown() {
        return markdown;
    }

    public Path json() {
        return json;
    }

    /**
     * A stream that prints to {@code out} and into {@link #markdown()} at once; closing it closes
     * the file only, so the report still goes to stdout as well ({@code bench > report.md} keeps working).
     */
    public PrintStream alongside(PrintStream out) throws IOException {
        OutputStream file = new FileOutputStream(markdown.toFile());
        return new PrintStream(new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                out.write(b);
                file.write(b);
            }

            @Override
            public void write(byte[] bytes, int offset, int length) throws IOException {
                out.write(bytes, offset, length);
                file.write(bytes, offset, length);
            }

            @Override
            public void flush() throws IOException {
                out.flush();
                file.flush();
            }

            @Override
            public void close() throws IOException {
                out.flush();
                file.close();
            }
        }, true, StandardCharsets.UTF_8);
    }
}
