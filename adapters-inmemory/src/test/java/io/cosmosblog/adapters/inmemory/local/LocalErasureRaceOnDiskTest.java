package io.cosmosblog.adapters.inmemory.local;

import io.cosmosblog.adapters.inmemory.InMemoryStorage;
import io.cosmosblog.application.comments.CommentOnPost;
import io.cosmosblog.application.contract.Parallel;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.failure.NotAuthenticatedException;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.application.users.Actor;
import io.cosmosblog.application.users.DeleteAccount;
import io.cosmosblog.application.users.EraseUserContent;
import io.cosmosblog.application.users.RegisterUser;
import io.cosmosblog.application.users.Revocations;
import io.cosmosblog.domain.post.CommentContent;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.TokenLifetime;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.Username;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * An erasure racing the user's own writes: six threads comment as the user while the account
 * erases itself. Once the erasure is answered and the comments have stopped, no file of the data
 * directory holds their text (blog.db, its log), and the store lists none of them, in every model.
 */
class LocalErasureRaceOnDiskTest {

    private static final int COMMENTERS = 6;

    @TempDir
    Path directory;

    @ParameterizedTest
    @EnumSource(DataModel.class)
    void comments_racing_their_authors_erasure_leave_no_text_on_disk(DataModel model) throws Exception {
        String marker = "racing-" + UUID.randomUUID();
        Clock clock = Clock.systemUTC();
        try (InMemoryStorage store = InMemoryStorage.onDisk(directory, new StorageMeter(), model)) {
            StoragePorts ports = store.ports();
            User ada = Samples.user("ada");
            ports.users().add(ada);
            Post post = Samples.post(ada, "commented on");
            ports.posts().add(post);
            User cid = new RegisterUser(ports.users(), clock, TokenLifetime.DEFAULT).register(new Username("cid")).user();
            CommentOnPost comment = new CommentOnPost(ports.comments(), clock, Revocations.unchecked());
            AtomicBoolean erased = new AtomicBoolean();
            AtomicInteger stored = new AtomicInteger();

            Parallel.run(COMMENTERS + 1, thread -> {
                if (thread == COMMENTERS) {
                    while (stored.get() < COMMENTERS * 5) {
                        Thread.onSpinWait(); // some comments on disk before the erasure begins
                    }
                    new DeleteAccount(ports.users(), new EraseUserContent(ports.posts(), ports.comments(), ports.likes()), Revocations.unchecked())
                            .delete(cid, cid.id());
                    erased.set(true);
                    return;
                }
                // As requests authenticated before the erasure: they go on until it is answered (or 40 were sent), then stop.
                for (int i = 0; !erased.get() && i < 40; i++) {
                    try {
                        comment.comment(Actor.atAnUnknownTime(cid), post.id(), new CommentContent(marker + " " + thread + " " + i), Optional.empty());
                        stored.incrementAndGet();
                    } catch (NotAuthenticatedException gone) {
                        // refused: the account is gone
                    }
                }
            });

            assertThat(stored.get()).as("comments stored before the erasure").isGreaterThanOrEqualTo(COMMENTERS * 5);
            assertThat(ports.comments().on(post.id(), PageRequest.first(100)).items()).isEmpty();
            assertThat(ports.posts().find(post.id()).orElseThrow().commentCount()).isZero();
            assertThat(occurrences(marker)).as("the comments' text in the data directory's files, while serving").isZero();
        }
    }

    private long occurrences(String text) throws IOException {
        byte[] needle = text.getBytes(StandardCharsets.UTF_8);
        List<Path> files = new ArrayList<>();
        try (Stream<Path> listed = Files.list(directory)) {
            listed.filter(Files::isRegularFile).forEach(files::add);
        }
        long found = 0;
        for (Path file : files) {
            byte[] bytes = Files.readAllBytes(file);
            for (int i = 0; i + needle.length <= bytes.length; i++) {
                int j = 0;
                while (j < needle.length && bytes[i + j] == needle[j]) {
                    j++;
                }
                found += j == needle.length ? 1 : 0;
            }
        }
        return found;
    }
}
