package io.cosmosblog.bootstrap.history;

import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.bootstrap.BlogComponent;
import io.cosmosblog.cli.BlogCommandLine;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The blog on the local store, in a data directory of its own. The operator's commands run as
 * typed, in this process: {@code copy} and {@code rebuild} with the service stopped, {@code
 * moderate} beside it through its socket. A kill -9 is played in this process as the store's own
 * crash tests play it: blog.db and its write-ahead log copied while the store is open (every
 * answered write is committed, nothing after it is), and the service started on the copy; the
 * directory left behind is never opened again.
 */
final class LocalBlog extends BlogUnderTest {

    private Path directory;
    private int lives;

    LocalBlog(DataModel model, Path scratch) {
        super(model, scratch);
        directory = scratch.resolve("blog-0");
    }

    @Override
    BlogComponent component() {
        return onRoom(local(directory, model));
    }

    @Override
    boolean survivesRestart() {
        return true;
    }

    @Override
    boolean canKill() {
        return true;
    }

    @Override
    boolean canFill() {
        return true;
    }

    @Override
    Optional<Path> files() {
        return Optional.of(directory);
    }

    @Override
    void kill() {
        awaitViews();
        Path left = scratch.resolve("blog-" + ++lives);
        try {
            Files.createDirectories(left);
            for (String file : List.of("blog.db", "blog.db-wal")) {
                if (Files.exists(directory.resolve(file))) {
                    Files.copy(directory.resolve(file), left.resolve(file), StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        running.lifecycle().stop(); // the killed process's directory: never opened again
        directory = left;
        start();
    }

    /** Onto a spare that a serve looked at since the last copy: replaced on purpose, as the operator would. */
    @Override
    void copyTo(Path spare, DataModel spareModel) {
        commandWhileStopped("[copy verified]", "copy", "--from", "local", "--data-dir", directory.toString(), "--to", "local",
                "--to-data-dir", spare.toString(), "--to-model", spareModel.label(), "--threads", "2", "--replace-target");
    }

    /** A restore: the blog made again what the spare holds; what came since deleted only when told to replace it. */
    @Override
    boolean copyFrom(Path spare, DataModel spareModel, boolean replace) {
        List<String> args = new ArrayList<>(List.of("copy", "--from", "local", "--data-dir", spare.toString(), "--to", "local",
                "--to-data-dir", directory.toString(), "--to-model", model.label(), "--threads", "2"));
        if (replace) {
            args.add("--replace-target");
        }
        stopForCommand();
        try {
            Ran ran = command(args.toArray(String[]::new));
            if (ran.exit().orElse(-1) == 2 && ran.err().contains("--replace-target")) {
                return false;
            }
            assertThat(ran.exit()).as("[copy verified] %s exits 0 or 2 naming --replace-target; out: %s; err: %s",
                    String.join(" ", args), ran.out(), ran.err()).hasValue(0);
            return true;
        } finally {
            start();
        }
    }

    @Override
    void rebuild() {
        commandWhileStopped("[rebuild]", "rebuild", "--data-dir", directory.toString(), "--model", model.label());
    }

    @Override
    String moderate(String... words) {
        List<String> args = new ArrayList<>(List.of("moderate"));
        args.addAll(List.of(words));
        args.addAll(List.of("--data-dir", directory.toString()));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        OptionalInt exit = BlogCommandLine.execute(args.toArray(String[]::new), new PrintWriter(out, true), new PrintWriter(err, true));
        if (exit.orElse(-1) == 0) {
            return out.toString().strip();
        }
        throw new ModerationRefused("exit " + exit + ": " + err.toString().strip(), exit.orElse(-1) == 1
                && err.toString().contains(": no "));
    }

    /** {@code copy} and {@code rebuild} want the store to themselves: the service stops for them and starts again after. */
    private void commandWhileStopped(String label, String... args) {
        stopForCommand();
        try {
            command(label, args);
        } finally {
            start();
        }
    }

    private void command(String label, String... args) {
        Ran ran = command(args);
        assertThat(ran.exit()).as("%s %s exits 0; out: %s; err: %s", label, String.join(" ", args), ran.out(), ran.err()).hasValue(0);
    }

    private Ran command(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        OptionalInt exit = room.whileOpening(() ->
                BlogCommandLine.execute(args, new PrintWriter(out, true), new PrintWriter(err, true)));
        return new Ran(exit, out.toString(), err.toString());
    }

    private record Ran(OptionalInt exit, String out, String err) {
    }
}
