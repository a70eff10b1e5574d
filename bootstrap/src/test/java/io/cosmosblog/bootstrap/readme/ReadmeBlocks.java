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
    private final String text;
    private final Map<String, String> blocks = new LinkedHashMap<>();

    private ReadmeBlocks(Path readme, String text) {
        this.readme = readme;
        this.text = text;
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

    /**
     * The text under {@code heading} (a whole heading line, e.g. {@code "## Benchmark"}), up to the
     * next heading of any level; a shell comment in a fenced block is no heading.
     */
    String section(String heading) {
        StringBuilder section = null;
        boolean fenced = false;
        for (String line : text.lines().toList()) {
            boolean heads = !fenced && line.matches("#{1,6} .*");
            fenced ^= line.startsWith("```");
            if (section != null && heads) {
                return section.toString();
            }
            if (section != null) {
                section.append(line).append('\n');
            } else if (heads && line.equals(heading)) {
                section = new StringBuilder();
            }
        }
        if (section == null) {
            throw new IllegalStateException(readme + " has no heading '" + heading + "'");
        }
        return section.toString();
    }

    /** Where the README is: the clone's root, from which its blocks are meant to run. */
    Path root() {
        return readme.getParent();
    }
}
