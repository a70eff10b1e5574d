package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.projection.Projections;
import io.cosmosblog.application.port.IdTakenException;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.metering.StorageCost;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.User;
import java.time.Duration;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Each request's Cosmos operations are recorded with their request charge, one partition each, as in the article. */
class MeteringTest {

    private final TestAccount account = TestAccount.shared();
    private final StorageMeter meter = new StorageMeter();
    private final CosmosSettings settings = account.freshDatabase();
    private final CosmosStorage storage = new CosmosStorage(settings, meter, DataModel.V3);
    private final User ada = Samples.user("ada");

    @AfterEach
    void close() {
        storage.close();
        account.drop(settings.database());
    }

    @Test
    void point_reads_scripts_and_queries_are_one_operation_in_one_partition_with_their_charge() {
        Post post = Samples.post(ada, "Hello");

        assertOneOperation(() -> {
            storage.ports().users().add(ada);
            return null;
        });
        assertOneOperation(() -> storage.ports().users().find(ada.id()));
        assertOneOperation(() -> {
            storage.ports().posts().add(post);
            return null;
        });
        assertOneOperation(() -> storage.ports().posts().find(post.id()));
        assertOneOperation(() -> storage.ports().comments().add(Samples.comment(post, ada, "hi")));
        assertOneOperation(() -> storage.ports().likes().add(Samples.like(post, ada)));
        assertOneOperation(() -> storage.ports().comments().on(post.id(), PageRequest.first(10)));
        assertOneOperation(() -> storage.ports().likes().on(post.id(), PageRequest.first(10)));
        assertOneOperation(() -> storage.ports().userPosts().postsOf(ada.id(), PageRequest.first(10)));
        assertOneOperation(() -> storage.ports().feed().latest(10));
    }

    @Test
    void a_missing_item_still_costs_its_read() {
        StorageCost cost = meter.measure(() -> storage.ports().posts().find(PostId.generate())).cost();

        assertThat(cost.operations()).isEqualTo(1);
        assertThat(cost.requestCharge()).isPositive();
    }

    @Test
    void projection_work_is_totalled_apart_from_the_request_that_caused_it() {
        storage.ports().projectionDelivery().start(new Projections(storage.ports().users(), storage.ports().authorNames(), storage.ports().userPosts(), storage.ports().feed()));
        Post post = Samples.post(ada, "Hello");

        StorageCost request = meter.measure(() -> {
            storage.ports().posts().add(post);
            return null;
        }).cost();
        assertThat(storage.ports().projectionDelivery().awaitCaughtUp(Duration.ofSeconds(30))).isTrue();

        assertThat(request.operations()).isEqualTo(1);
        // The copy in the author's list and in the feed: a read and a write each.
        assertThat(meter.backgroundTotal().operations()).isGreaterThanOrEqualTo(2);
        assertThat(meter.backgroundTotal().requestCharge()).isPositive();
    }

    @Test
    void bytes_written_count_only_what_was_written_a_repeated_like_none() {
        storage.ports().users().add(ada);
        Post post = Samples.post(ada, "Hello");
        storage.ports().posts().add(post);
        User fan = Samples.user("fan");

        StorageCost first = meter.measure(() -> storage.ports().likes().add(Samples.like(post, fan))).cost();
        StorageCost repeated = meter.measure(() -> storage.ports().likes().add(Samples.like(post, fan))).cost();

        assertThat(first.bytesWritten()).as("the first like's batch").isPositive();
        // The repeated like's batch is refused (the like exists: 409) and writes nothing; it still costs its RU.
        assertThat(repeated.operations()).isEqualTo(1);
        assertThat(repeated.bytesWritten()).as("the repeated like's refused batch").isZero();
    }

    @Test
    void a_refused_batch_or_point_write_adds_no_bytes_written() {
        storage.ports().users().add(ada);
        Post post = Samples.post(ada, "Hello");
        storage.ports().posts().add(post);
        Post ghost = Samples.post(ada, "never stored");

        StorageCost onAGhost = meter.measure(() -> storage.ports().comments().add(Samples.comment(ghost, ada, "hello?"))).cost();
        StorageMeter.Tally tally = meter.open();
        assertThatThrownBy(() -> storage.ports().posts().add(post)).isInstanceOf(IdTakenException.class);
        StorageCost createdTwice = meter.close(tally);
        StorageCost written = meter.measure(() -> storage.ports().comments().add(Samples.comment(post, ada, "here"))).cost();

        assertThat(onAGhost.bytesWritten()).as("a comment on a missing post").isZero();
        // The refused create, then the read that tells a live post (refused) from its own tombstone (stored again).
        assertThat(createdTwice.operations()).isEqualTo(2);
        assertThat(createdTwice.bytesWritten()).as("a create refused with 409").isZero();
        assertThat(written.bytesWritten()).as("a comment that was written").isPositive();
    }

    private void assertOneOperation(Supplier<?> request) {
        StorageCost cost = meter.measure(request).cost();
        assertThat(cost.operations()).isEqualTo(1);
        assertThat(cost.partitions()).isEqualTo(1);
        assertThat(cost.requestCharge()).isPositive();
        assertThat(cost.storeTime()).isPositive();
    }
}
