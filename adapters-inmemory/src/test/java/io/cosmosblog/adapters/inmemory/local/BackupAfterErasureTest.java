package io.cosmosblog.adapters.inmemory.local;

import io.cosmosblog.adapters.inmemory.InMemoryStorage;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.application.users.EraseUserContent;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.user.User;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.assertj.core.api.Assertions.assertThat;

/** A backup taken after an erasure holds none of what was erased: a backup copies the rows, not the file's free space. */
class BackupAfterErasureTest {

    private static final String ERASED = "erased-words-that-must-not-survive";

    @TempDir
    Path root;

    @Test
    void a_backup_taken_after_an_erasure_holds_none_of_the_erased_text() throws Exception {
        Path data = root.resolve("data");
        Path backup = root.resolve("backup");
        try (InMemoryStorage store = InMemoryStorage.onDisk(data, new StorageMeter(), DataModel.V3)) {
            StoragePorts blog = store.ports();
            User ann = Samples.user("ann");
            User eve = Samples.user("Evelyn Erasedname");
            blog.users().add(ann);
            blog.users().add(eve);
            Post kept = Samples.post(ann, "kept");
            blog.posts().add(kept);
            for (int i = 0; i < 50; i++) {
                blog.posts().add(Post.write(PostId.generate(), eve, new Title(ERASED + " " + i),
                        new PostContent(ERASED.repeat(20)), Samples.nextInstant()));
            }
            new EraseUserContent(blog.posts(), blog.comments(), blog.likes()).erase(eve.id());
            blog.users().remove(eve.id());

            Backup.copy(data, backup);
        }

        assertThat(new String(Files.readAllBytes(backup.resolve("blog.db")), StandardCharsets.ISO_8859_1)).doesNotContain(ERASED)
                .doesNotContain("Evelyn Erasedname");
    }
}
