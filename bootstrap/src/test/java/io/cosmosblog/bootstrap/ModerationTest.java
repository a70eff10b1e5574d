package io.cosmosblog.bootstrap;

import io.cosmosblog.cli.BlogCommandLine;
import io.cosmosblog.adapters.moderation.ModerationSocket;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code moderate} as an operator runs it on the local store: beside the service that holds the
 * data directory (through its socket there), and on the store itself once none runs.
 */
class ModerationTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @TempDir
    Path data;

    @Test
    void beside_the_running_service_each_action_takes_effect_at_once_and_is_told_in_one_line() {
        BlogComponent blog = BlogComponent.of(new Settings(0, StorageKind.LOCAL, Optional.empty(), data));
        ApiClient api = new ApiClient("http://127.0.0.1:" + blog.lifecycle().start());
        try {
            Blogger ann = Blogger.register(api, "ann");
            Blogger spammer = Blogger.register(api, "spammer");
            String post = ann.write(api, "Hello", "World");
            api.post("/api/posts/" + post + "/comments", "{\"content\":\"buy now\"}", spammer.token()).expect(201);
            String kept = api.post("/api/posts/" + post + "/comments", "{\"content\":\"kept\"}", ann.token())
                    .expect(201).text("id");
            spammer.write(api, "Spam", "more spam");
            assertThat(data.resolve(ModerationSocket.NAME)).exists();

            assertThat(moderate("delete-comment", post, kept)).as("%s", err).hasValue(0);
            assertThat(out.toString()).contains("deleted comment " + kept + " of user " + ann.id() + " on post " + post);
            assertThat(moderate("disable-user", spammer.id())).as("%s", err).hasValue(0);
            assertThat(out.toString()).contains("disabled user " + spammer.id()
                    + ": every token revoked; 1 post, 1 comment and 0 likes deleted");

            assertThat(api.get("/api/posts/" + post).expect(200).json().get("commentCount").asInt()).isZero();
            assertThat(api.get("/api/posts/" + post + "/comments").expect(200).json().get("items")).isEmpty();
            assertThat(api.get("/api/users/" + spammer.id()).expect(200).text("username")).isEqualTo("spammer");
            api.post("/api/posts", "{\"title\":\"Again\",\"content\":\"refused\"}", spammer.token()).expect(401);
        } finally {
            blog.lifecycle().stop();
        }
        assertThat(data.resolve(ModerationSocket.NAME)).as("removed at stop").doesNotExist();
    }

    @Test
    @Timeout(30) // held up, it would wait for ever
    void a_client_that_connects_and_says_nothing_holds_up_no_other() throws IOException {
        BlogComponent blog = BlogComponent.of(new Settings(0, StorageKind.LOCAL, Optional.empty(), data));
        ApiClient api = new ApiClient("http://127.0.0.1:" + blog.lifecycle().start());
        try (SocketChannel silent = SocketChannel.open(UnixDomainSocketAddress.of(data.resolve(ModerationSocket.NAME)))) {
            Blogger ann = Blogger.register(api, "ann");
            String post = ann.write(api, "Hello", "World");

            assertThat(moderate("delete-post", post)).as("%s", err).hasValue(0);

            assertThat(out.toString()).contains("deleted post " + post);
            assertThat(silent.isOpen()).isTrue();
        } finally {
            blog.lifecycle().stop();
        }
    }

    @Test
    void a_running_service_that_does_not_answer_on_its_socket_is_waited_for_not_stopped() throws IOException {
        BlogComponent blog = BlogComponent.of(new Settings(0, StorageKind.LOCAL, Optional.empty(), data));
        ApiClient api = new ApiClient("http://127.0.0.1:" + blog.lifecycle().start());
        try {
            String post = Blogger.register(api, "ann").write(api, "Hello", "World");
            // The socket as a busy or starting service leaves it: there, but nobody takes the call.
            Path socket = data.resolve(ModerationSocket.NAME);
            Files.delete(socket);
            try (java.nio.channels.ServerSocketChannel nobody = java.nio.channels.ServerSocketChannel.open(
                    java.net.StandardProtocolFamily.UNIX)) {
                nobody.bind(UnixDomainSocketAddress.of(socket));
            }

            assertThat(moderate("delete-post", post)).hasValue(1);

            assertThat(err.toString()).contains("wait", "run the same command again", "safe to repeat")
                    .doesNotContain("stop the service");
            api.get("/api/posts/" + post).expect(200);
        } finally {
            blog.lifecycle().stop();
        }
    }

    @Test
    void with_no_service_running_it_acts_on_the_store_and_a_missing_id_exits_1_saying_so() {
        BlogComponent blog = BlogComponent.of(new Settings(0, StorageKind.LOCAL, Optional.empty(), data));
        ApiClient api = new ApiClient("http://127.0.0.1:" + blog.lifecycle().start());
        Blogger ann = Blogger.register(api, "ann");
        String post = ann.write(api, "Hello", "World");
        blog.lifecycle().stop();

        assertThat(moderate("delete-post", post)).as("%s", err).hasValue(0);
        assertThat(out.toString()).contains("deleted post " + post + " of user " + ann.id());
        assertThat(moderate("delete-post", post)).hasValue(1);
        assertThat(err.toString()).contains("cosmos-blog moderate: no post with id " + post);
        assertThat(moderate("erase-user", ann.id())).as("%s", err).hasValue(0);
        assertThat(out.toString()).contains("erased user " + ann.id() + ": the account and 0 posts, 0 comments and 0 likes deleted");
    }

    @Test
    void a_mistyped_action_or_a_missing_id_exits_2() {
        assertThat(moderate("ban", "someone")).hasValue(2);
        assertThat(err.toString()).contains("'ban' is no action; use disable-user, erase-user, delete-post or delete-comment");
        assertThat(moderate("delete-comment", "a-post")).hasValue(2);
        assertThat(err.toString()).contains("delete-comment takes a post's id and a comment's id");
        assertThat(Files.exists(data.resolve("blog.db"))).as("nothing opened").isFalse();
    }

    private OptionalInt moderate(String... words) {
        String[] args = new String[words.length + 3];
        args[0] = "moderate";
        System.arraycopy(words, 0, args, 1, words.length);
        args[words.length + 1] = "--data-dir";
        args[words.length + 2] = data.toString();
        return BlogCommandLine.execute(args, new PrintWriter(out, true), new PrintWriter(err, true));
    }
}
