package io.cosmosblog.bootstrap.readme;

import io.cosmosblog.bootstrap.Variable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Dockerfile read, not built (no container engine is needed): what a container of the service
 * must be. Building and running it is container/test-image.sh's, on demand; the README's container
 * block is the one that script exercises, so it is checked against it here rather than run.
 */
class ContainerImageTest {

    private static final Pattern INSTRUCTION = Pattern.compile("^([A-Z]+)\\s+(.*)$");
    private static final Pattern FINAL_NAME = Pattern.compile("<finalName>([^<]+)</finalName>");
    private static final Pattern NUMERIC_USER = Pattern.compile("([0-9]+)(:[0-9]+)?");
    private static final Pattern EXEC_FORM = Pattern.compile("\\[\\s*\"[^\"]+\"(\\s*,\\s*\"[^\"]*\")*\\s*]");

    private final Path root = Path.of("..").toAbsolutePath().normalize();
    private final List<String[]> dockerfile = instructions(read("Dockerfile"));

    @Test
    void the_base_image_is_a_build_argument_with_a_default() {
        assertThat(first("ARG")).as("the first instruction").isEqualTo("BASE_IMAGE=mcr.microsoft.com/openjdk/jdk:17-distroless");
        assertThat(all("FROM")).containsExactly("${BASE_IMAGE}");
    }

    @Test
    void it_packages_the_jar_the_build_makes() {
        Matcher finalName = FINAL_NAME.matcher(read("bootstrap/pom.xml"));
        assertThat(finalName.find()).as("bootstrap's pom names its jar").isTrue();
        String jar = "bootstrap/target/" + finalName.group(1) + ".jar";

        assertThat(all("COPY")).containsExactly(jar + " /app/" + finalName.group(1) + ".jar");
        assertThat(read(".dockerignore").lines()).as("the build context: the jar alone").containsExactly(
                "# The image needs the built jar only: everything else stays out of the build context.", "*", "!" + jar);
    }

    @Test
    void it_runs_as_a_numeric_user_other_than_root() {
        Matcher user = NUMERIC_USER.matcher(first("USER"));

        assertThat(user.matches()).as("USER %s is numeric", first("USER")).isTrue();
        assertThat(Integer.parseInt(user.group(1))).isPositive();
    }

    @Test
    void it_serves_on_every_interface_on_8080_with_the_local_store_in_a_volume() {
        String env = String.join(" ", all("ENV"));

        assertThat(env).contains(Variable.HOST + "=0.0.0.0", Variable.PORT + "=8080", Variable.DATA_DIR + "=/data",
                Variable.MANAGEMENT_HOST + "=127.0.0.1");
        assertThat(all("EXPOSE")).containsExactly("8080");
        assertThat(all("VOLUME")).containsExactly("/data");
        assertThat(all("WORKDIR")).as("/data made owned by USER, then left").containsExactly("/data", "/app");
        assertThat(position("USER")).isLessThan(position("WORKDIR"));
    }

    @Test
    void java_is_process_one_so_that_sigterm_reaches_it() {
        assertThat(first("ENTRYPOINT")).as("exec form, no shell in between").matches(EXEC_FORM)
                .startsWith("[\"java\"").contains("\"-jar\", \"/app/cosmos-blog.jar\"");
        assertThat(all("RUN")).as("no shell needed: a distroless base has none").isEmpty();
    }

    @Test
    void the_readmes_container_block_runs_the_image_as_the_image_test_does() {
        String block = ReadmeBlocks.ofThisProject().block("container");
        String script = read("container/test-image.sh");

        assertThat(block).contains("docker build -t cosmos-blog .", "-p 127.0.0.1:8080:8080", "-v blog-data:/data cosmos-blog");
        assertThat(script).contains("build", "-v \"$VOLUME:/data\"", "/health/ready");
        assertThat(root.resolve("container/test-image.sh")).isExecutable();
        assertThat(read(".ci/run")).as("on demand, not in CI").doesNotContain("test-image");
    }

    @Test
    void the_readme_stops_the_container_it_named_and_says_how_to_replace_it_and_pick_another_base() {
        ReadmeBlocks readme = ReadmeBlocks.ofThisProject();
        Matcher name = Pattern.compile("--name (\\S+)").matcher(readme.block("container"));

        assertThat(name.find()).as("the run names its container, so that it can be stopped by name").isTrue();
        assertThat(readme.block("container")).as("stopped, the container goes; the volume stays").contains("--rm");
        assertThat(readme.block("container-stop")).isEqualTo("docker stop " + name.group(1));
        assertThat(readme.section("## In a container")).contains("podman build", "podman run", "--build-arg BASE_IMAGE=",
                "same `docker run`");
        assertThat(first("ARG")).startsWith("BASE_IMAGE=");
    }

    private String first(String keyword) {
        List<String> found = all(keyword);
        assertThat(found).as(keyword + " in the Dockerfile").isNotEmpty();
        return found.get(0);
    }

    private List<String> all(String keyword) {
        return dockerfile.stream().filter(instruction -> instruction[0].equals(keyword)).map(instruction -> instruction[1]).toList();
    }

    private int position(String keyword) {
        for (int i = 0; i < dockerfile.size(); i++) {
            if (dockerfile.get(i)[0].equals(keyword)) {
                return i;
            }
        }
        throw new AssertionError("no " + keyword + " in the Dockerfile");
    }

    /** Each instruction as keyword and arguments, comments dropped and continued lines joined. */
    private static List<String[]> instructions(String text) {
        List<String[]> found = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (String line : text.lines().toList()) {
            String stripped = line.strip();
            if (stripped.startsWith("#") || (stripped.isEmpty() && current.isEmpty())) {
                continue;
            }
            if (stripped.endsWith("\\")) {
                current.append(stripped, 0, stripped.length() - 1).append(' ');
                continue;
            }
            current.append(stripped);
            Optional.of(INSTRUCTION.matcher(current.toString().replaceAll("\\s+", " ")))
                    .filter(Matcher::matches)
                    .ifPresent(m -> found.add(new String[] {m.group(1), m.group(2).strip()}));
            current.setLength(0);
        }
        return found;
    }

    private String read(String file) {
        try {
            return Files.readString(root.resolve(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
