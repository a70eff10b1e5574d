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
 * must be, on any builder and on a read-only root file system. Building and running it is container/test-image.sh's, on demand; the README's container
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
        assertThat(all("FROM")).as("a build stage, then the image, both on the base").containsExactly("${BASE_IMAGE} AS prepared",
                "${BASE_IMAGE}");
    }

    @Test
    void it_packages_the_jar_the_build_makes() {
        Matcher finalName = FINAL_NAME.matcher(read("bootstrap/pom.xml"));
        assertThat(finalName.find()).as("bootstrap's pom names its jar").isTrue();
        String jar = "bootstrap/target/" + finalName.group(1) + ".jar";

        assertThat(finalStage("COPY")).contains(jar + " /app/" + finalName.group(1) + ".jar");
        assertThat(buildStage("COPY")).containsExactly(jar + " /prepared/" + finalName.group(1) + ".jar");
        assertThat(read(".dockerignore").lines()).as("the build context: the jar alone").containsExactly(
                "# The image needs the built jar only: everything else stays out of the build context.", "*", "!" + jar);
    }

    @Test
    void it_runs_as_a_numeric_user_other_than_root() {
        assertThat(finalStage("USER")).as("the image's user (the build stage's is root)").hasSize(1);
        Matcher user = NUMERIC_USER.matcher(finalStage("USER").get(0));

        assertThat(user.matches()).as("USER %s is numeric", finalStage("USER")).isTrue();
        assertThat(Integer.parseInt(user.group(1))).isPositive();
    }

    @Test
    void it_serves_on_every_interface_on_8080_with_the_local_store_in_a_volume() {
        String env = String.join(" ", all("ENV"));

        assertThat(env).contains(Variable.HOST + "=0.0.0.0", Variable.PORT + "=8080", Variable.DATA_DIR + "=/data",
                Variable.MANAGEMENT_HOST + "=127.0.0.1");
        assertThat(all("EXPOSE")).containsExactly("8080");
        assertThat(all("VOLUME")).containsExactly("/data");
        assertThat(finalStage("WORKDIR")).as("/app, which the service cannot write").containsExactly("/app");
    }

    @Test
    void data_is_owned_by_the_user_through_a_copy_on_any_builder() {
        // Copied content gets --chown's owner on every builder; a directory WORKDIR creates does not.
        assertThat(buildStage("WORKDIR")).containsExactly("/prepared/volume/data");
        assertThat(finalStage("COPY")).contains("--from=prepared --chown=" + finalStage("USER").get(0) + " /prepared/volume/ /");
    }

    @Test
    void sqlite_s_library_is_placed_in_the_image_so_that_a_read_only_root_needs_no_writable_tmp() throws Exception {
        List<String> run = parts(buildStage("RUN").get(0));
        String mainClass = run.get(run.indexOf("-cp") + 2);

        assertThat(Class.forName(mainClass).getDeclaredMethod("main", String[].class)).as("the build stage's main class").isNotNull();
        assertThat(run.get(run.size() - 1)).isEqualTo("/prepared/sqlite");
        assertThat(finalStage("COPY")).contains("--from=prepared /prepared/sqlite/ /app/sqlite/");
        assertThat(parts(first("ENTRYPOINT"))).contains("-Dorg.sqlite.lib.path=/app/sqlite");
    }

    @Test
    void java_is_process_one_so_that_sigterm_reaches_it() {
        assertThat(first("ENTRYPOINT")).as("exec form, no shell in between").matches(EXEC_FORM)
                .startsWith("[\"java\"").contains("\"-jar\", \"/app/cosmos-blog.jar\"");
        assertThat(finalStage("RUN")).as("nothing run in the image").isEmpty();
        assertThat(buildStage("RUN")).as("java alone, no shell: a distroless base has none").singleElement().asString()
                .matches(EXEC_FORM).startsWith("[\"java\"");
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

    /** {@code keyword}'s arguments in the build stage, between the first FROM and the second. */
    private List<String> buildStage(String keyword) {
        return inStage(keyword, 1);
    }

    /** {@code keyword}'s arguments in the image itself, after the last FROM. */
    private List<String> finalStage(String keyword) {
        return inStage(keyword, all("FROM").size());
    }

    private List<String> inStage(String keyword, int stage) {
        List<String> found = new ArrayList<>();
        int from = 0;
        for (String[] instruction : dockerfile) {
            from += instruction[0].equals("FROM") ? 1 : 0;
            if (from == stage && instruction[0].equals(keyword)) {
                found.add(instruction[1]);
            }
        }
        return found;
    }

    /** The words of an exec form: ["java", "-jar", …]. */
    private static List<String> parts(String execForm) {
        List<String> words = new ArrayList<>();
        Matcher word = Pattern.compile("\"([^\"]*)\"").matcher(execForm);
        while (word.find()) {
            words.add(word.group(1));
        }
        return words;
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
