package io.cosmosblog.bootstrap.readme;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The README's shell blocks that a reader runs, each marked by the line
 * {@code <!-- readme-test: NAME -->} just above its opening fence, by name.
 */
final class ReadmeBlocks {

    private static final Pattern MARKED = Pattern.compile("<!-- readme-test: ([a-z0-9-]+) -->\\R```sh\\R(.*?)\\R```", Pattern.DOTALL);

    private final Path readme;
    private final Map<String, String> blocks = new LinkedHashMap<>();

    private ReadmeBlocks(Path readme, String text) {
        this.readme = readme;
        Matcher m = MARKED.matcher(text);
        while (m.find()) {
            if (blocks.put(m.group(1), m.group(2)) != null) {
                throw new IllegalStateException(readme + " marks two blocks '" + m.group(1) + "'");
            }
        }
    }

    /** The project's README, found from the module's directory (where the build runs its tests). */
    static ReadmeBlocks ofThisProject() {
        Path readme = Path.of("..", "README.md").toAbsolutePath().normalize();
        try {
            return new ReadmeBlocks(readme, Files.readString(readme));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The block marked {@code name}, as written. */
    String block(String name) {
        String block = blocks.get(name);
        if (block == null) {
            throw new IllegalStateException(readme + " has no block marked <!-- readme-test: " + name + " --> (it has "
                    + blocks.keySet() + ")");
        }
        return block;
    }

    /** Where the README is: the clone's root, from which its blocks are meant to run. */
    Path root() {
        return readme.getParent();
    }
}
