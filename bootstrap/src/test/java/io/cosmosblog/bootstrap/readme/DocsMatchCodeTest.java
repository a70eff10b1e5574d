package io.cosmosblog.bootstrap.readme;

import io.cosmosblog.bootstrap.Variable;
import io.cosmosblog.cli.BlogCommandLine;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The two lists a reader relies on, held to the code: the README's list of commands names every
 * command of the command line, and CONFIGURATION.md's list of variables every variable the
 * service reads, saying which are read from the environment only.
 */
class DocsMatchCodeTest {

    /** A row of a Markdown table whose first cell starts with a name in backticks. */
    private static final Pattern ROW = Pattern.compile("^\\| `([A-Za-z_-]+)`(.*)$", Pattern.MULTILINE);
    /** A command in picocli's usage: two spaces, the name, then its description or the line's end. */
    private static final Pattern COMMAND = Pattern.compile("^  ([a-z][a-z-]*)(\\s|$)");
    private static final String ENVIRONMENT_ONLY = "environment only";

    private final Path root = Path.of("..").toAbsolutePath().normalize();

    @Test
    void the_readme_lists_every_command_and_no_other() {
        Set<String> listed = firstCells(section(read("README.md"), "## Commands"));

        assertThat(listed).as("the commands in README.md's table under '## Commands'")
                .containsExactlyInAnyOrderElementsOf(commandsOfTheCommandLine());
    }

    @Test
    void configuration_lists_every_variable_and_none_the_code_does_not_read() {
        String variables = section(read("docs/CONFIGURATION.md"), "## Variables");
        Set<String> listed = firstCells(variables);
        Set<String> inSettings = Arrays.stream(Variable.values()).map(Enum::name)
                .collect(Collectors.toCollection(TreeSet::new));

        assertThat(listed).as("docs/CONFIGURATION.md's table under '## Variables'").containsAll(inSettings);
        for (String name : listed) {
            if (!inSettings.contains(name)) {
                assertThat(readInBootstrap(name)).as(name + " is in docs/CONFIGURATION.md but neither a Variable "
                        + "nor read by name in bootstrap/src/main").isTrue();
            }
        }
    }

    @Test
    void configuration_says_which_variables_are_read_from_the_environment_only() {
        Set<String> saidSo = new TreeSet<>();
        Matcher row = ROW.matcher(section(read("docs/CONFIGURATION.md"), "## Variables"));
        while (row.find()) {
            if (row.group(2).contains(ENVIRONMENT_ONLY)) {
                saidSo.add(row.group(1));
            }
        }
        Set<String> environmentOnly = Stream.concat(
                Arrays.stream(Variable.values()).filter(variable -> !variable.hasOption()).map(Enum::name),
                firstCells(section(read("docs/CONFIGURATION.md"), "## Variables")).stream()
                        .filter(name -> Arrays.stream(Variable.values()).noneMatch(v -> v.name().equals(name))))
                .collect(Collectors.toCollection(TreeSet::new));

        assertThat(saidSo).as("the rows of docs/CONFIGURATION.md that say '" + ENVIRONMENT_ONLY + "'")
                .isEqualTo(environmentOnly);
    }

    /** The commands {@code cosmos-blog --help} lists, as picocli prints its subcommands. */
    private static Set<String> commandsOfTheCommandLine() {
        StringWriter out = new StringWriter();
        BlogCommandLine.execute(new String[] {"--help"}, new PrintWriter(out, true), new PrintWriter(new StringWriter(), true));
        String usage = out.toString();
        assertThat(usage).as("cosmos-blog --help").contains("Commands:");
        Set<String> commands = new LinkedHashSet<>();
        for (String line : usage.substring(usage.indexOf("Commands:")).lines().skip(1).toList()) {
            Matcher command = COMMAND.matcher(line);
            if (command.find()) {
                commands.add(command.group(1));
            }
        }
        assertThat(commands).as("the commands in:\n" + usage).isNotEmpty();
        return commands;
    }

    /** The text from {@code heading} to the next heading of the same level. */
    private static String section(String text, String heading) {
        int start = text.indexOf("\n" + heading + "\n");
        assertThat(start).as("a section '" + heading + "'").isNotNegative();
        String level = heading.substring(0, heading.indexOf(' ') + 1);
        int end = text.indexOf("\n" + level, start + heading.length() + 1);
        return end < 0 ? text.substring(start) : text.substring(start, end);
    }

    private static Set<String> firstCells(String section) {
        Set<String> names = new TreeSet<>();
        Matcher row = ROW.matcher(section);
        while (row.find()) {
            names.add(row.group(1));
        }
        return names;
    }

    private boolean readInBootstrap(String name) {
        try (Stream<Path> files = Files.walk(root.resolve("bootstrap/src/main/java"))) {
            return files.filter(file -> file.toString().endsWith(".java")).anyMatch(file -> read(file).contains('"' + name + '"'));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private String read(String path) {
        return read(root.resolve(path));
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
