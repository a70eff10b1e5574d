package io.cosmosblog.adapters.inmemory.local;

import io.cosmosblog.adapters.inmemory.InMemoryStorage;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.metering.StorageMeter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Where SQLite cannot unpack its native library (a read-only root file system with no writable
 * /tmp), a start names the library and how to give it a place, not the data; with the library
 * placed beforehand and {@code org.sqlite.lib.path} pointing at it, the store opens there. In
 * JVMs of their own: the driver loads its library once per process.
 */
class SqliteLibraryTest {

    @TempDir
    Path root;

    @Test
    void the_failure_names_the_library_where_it_was_looked_for_and_not_the_data() {
        DataDirectoryException failure = SqliteLibrary.unloadable(new Exception("No native library found for os.name=Linux"));

        assertThat(failure).hasMessageStartingWith("SQLite's native library cannot be loaded")
                .hasMessageContaining("No native library found").hasMessageContaining("org.sqlite.tmpdir (")
                .hasMessageContaining("org.sqlite.lib.path (not set)").hasMessageNotContaining("\n")
                .hasMessageNotContaining("blog.db");
    }

    @Test
    void with_no_writable_place_to_unpack_it_a_start_names_it_and_with_it_placed_the_store_opens() throws Exception {
        Path notADirectory = Files.writeString(root.resolve("tmp-is-a-file"), "");
        Path placed = root.resolve("sqlite");

        Run refused = java("-Dorg.sqlite.tmpdir=" + notADirectory, Opens.class.getName(), root.resolve("data").toString());
        assertThat(refused.code()).as(refused.output()).isEqualTo(3);
        assertThat(refused.output()).contains("SQLite's native library cannot be loaded", "org.sqlite.tmpdir (" + notADirectory + ")")
                .doesNotContain("cannot be opened");

        Run placing = java(SqliteLibrary.class.getName(), placed.toString());
        assertThat(placing.code()).as(placing.output()).isZero();
        Run opened = java("-Dorg.sqlite.tmpdir=" + notADirectory, "-Dorg.sqlite.lib.path=" + placed, Opens.class.getName(),
                root.resolve("data").toString());
        assertThat(opened.code()).as(opened.output()).isZero();
        assertThat(Files.list(placed).toList()).as("nothing but the library itself").hasSize(1);
    }

    /** Opens a local store in {@code args[0]}: exit 0, or 3 with the refusal's message. */
    static final class Opens {

        public static void main(String[] args) {
            try (InMemoryStorage store = InMemoryStorage.onDisk(Path.of(args[0]), new StorageMeter(), DataModel.V3)) {
                System.out.println("opened " + store.ports().posts().count());
            } catch (DataDirectoryException e) {
                System.out.println(e.getMessage());
                System.exit(3);
            }
        }
    }

    private record Run(int code, String output) {
    }

    private static Run java(String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xshare:auto", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path")));
        command.addAll(List.of(arguments));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        byte[] output = process.getInputStream().readAllBytes();
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        return new Run(process.exitValue(), new String(output, StandardCharsets.UTF_8));
    }
}
