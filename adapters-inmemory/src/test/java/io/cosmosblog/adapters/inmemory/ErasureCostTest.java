package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageCost;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.application.users.DeleteAccount;
import io.cosmosblog.application.users.EraseUserContent;
import io.cosmosblog.application.users.Revocations;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * An erasure costs what the user wrote, not what the store holds: erasing a user who wrote a post,
 * a comment and a like reads and deletes as much on a store of many other users' items as on a
 * small one, in every model, as the operations metered say; and the meter counts every partition
 * a scan reads, so that a scan cannot hide behind one operation.
 */
class ErasureCostTest {

    @ParameterizedTest
    @EnumSource(DataModel.class)
    void an_erasure_touches_as_much_whatever_the_size_of_the_store(DataModel model) {
        StorageCost small = erasureOn(model, 20);
        StorageCost big = erasureOn(model, 2_000);

        assertThat(big.operations()).as("operations of an erasure on 2,000 other posts, against 20").isEqualTo(small.operations());
        assertThat(big.partitions()).isEqualTo(small.partitions());
    }

    @ParameterizedTest
    @EnumSource(DataModel.class)
    void a_scan_counts_every_partition_it_reads(DataModel model) {
        StorageMeter meter = new StorageMeter();
        StoragePorts ports = new InMemoryStorage(meter, model).ports();
        User ada = Samples.user("ada");
        ports.users().add(ada);
        for (int i = 0; i < 300; i++) {
            ports.posts().add(Samples.post(ada, "post " + i));
        }

        StorageCost scan = meter.measure(() -> {
            ports.posts().forEach(post -> { });
            return null;
        }).cost();

        assertThat(scan.operations()).isGreaterThanOrEqualTo(300);
    }

    private static StorageCost erasureOn(DataModel model, int otherPosts) {
        StorageMeter meter = new StorageMeter();
        StoragePorts ports = new InMemoryStorage(meter, model).ports();
        User others = Samples.user("others");
        User cid = Samples.user("cid");
        ports.users().add(others);
        ports.users().add(cid);
        Post last = null;
        for (int i = 0; i < otherPosts; i++) {
            last = Samples.post(others, "post " + i);
            ports.posts().add(last);
            ports.comments().add(Samples.comment(last, others, "comment " + i));
            ports.likes().add(Samples.like(last, others));
        }
        ports.posts().add(Samples.post(cid, "cid's"));
        ports.comments().add(Samples.comment(last, cid, "cid's comment"));
        ports.likes().add(Samples.like(last, cid));

        StorageCost cost = meter.measure(() -> new DeleteAccount(ports.users(),
                new EraseUserContent(ports.posts(), ports.comments(), ports.likes()), Revocations.unchecked()).delete(cid, cid.id())).cost();

        assertThat(ports.users().find(cid.id())).isEmpty();
        return cost;
    }
}
