package io.cosmosblog.adapters.inmemory.local;

import io.cosmosblog.adapters.inmemory.container.JournalEntry;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.UserId;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/** A post of an erased user deleted after the user's delete scrubs the files, however many erasures came between. */
class ErasuresOnDiskTest {

    private Instant now = Instant.parse("2026-12-01T10:00:00Z");
    private final ErasuresOnDisk erasures = new ErasuresOnDisk(new Clock() {
        @Override public Instant instant() { return now; }
        @Override public ZoneId getZone() { return ZoneOffset.UTC; }
        @Override public Clock withZone(ZoneId zone) { return this; }
    });

    @Test
    void the_last_pass_of_an_erasure_scrubs_after_10_001_other_erasures_and_not_once_its_time_has_passed() {
        UserId ada = UserId.generate();
        List<JournalEntry> adasPostDeleted = List.of(new JournalEntry.PostRemoved(
                new DeletedPost(PostId.generate(), ada, now, 2)));
        assertThat(erasures.erases(List.of(new JournalEntry.UserRemoved(ada)))).isTrue();

        for (int i = 0; i < 10_001; i++) {
            erasures.erases(List.of(new JournalEntry.UserRemoved(UserId.generate())));
        }
        assertThat(erasures.erases(adasPostDeleted)).as("after 10,001 later erasures").isTrue();

        now = now.plus(ErasuresOnDisk.KEPT).plusSeconds(1);
        erasures.erases(List.of(new JournalEntry.UserRemoved(UserId.generate())));
        assertThat(erasures.erases(adasPostDeleted)).isFalse();
    }
}
