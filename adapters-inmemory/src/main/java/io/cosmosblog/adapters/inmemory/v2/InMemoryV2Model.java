package io.cosmosblog.adapters.inmemory.v2;

import io.cosmosblog.adapters.inmemory.InMemoryModel;
import io.cosmosblog.adapters.inmemory.capacity.HighWaterMark;
import io.cosmosblog.adapters.inmemory.container.BlogContainers;
import io.cosmosblog.adapters.inmemory.container.Journal;
import io.cosmosblog.adapters.inmemory.denormalized.InMemoryDenormalizedModel;
import io.cosmosblog.adapters.inmemory.denormalized.InMemoryProjectionDelivery.ChangedPostDelivery;
import io.cosmosblog.adapters.inmemory.query.InMemoryFeedByQuery;
import io.cosmosblog.adapters.inmemory.query.InMemoryUserPostsByQuery;
import io.cosmosblog.adapters.inmemory.query.PostRanges;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageMeter;
import java.util.function.UnaryOperator;

/**
 * V2: each post carries its author's name and its counts, kept up as V3's are (counted with each
 * reaction, renamed by the projections); a user's posts and the feed are queries across the
 * physical partitions of the posts, answered as stored. The projections only check names.
 */
public final class InMemoryV2Model implements InMemoryModel {

    private final PostRanges ranges;
    private final InMemoryDenormalizedModel denormalized;

    public InMemoryV2Model(StorageMeter meter, Journal journal, HighWaterMark mark, int physicalPartitions) {
        ranges = new PostRanges(physicalPartitions, meter);
        denormalized = new InMemoryDenormalizedModel(meter, journal, mark, ranges);
    }

    @Override
    public BlogContainers containers() {
        return denormalized.containers();
    }

    /** Posts are read as stored: nothing to complete. */
    @Override
    public StoragePorts ports(Serving serving) {
        return denormalized.ports(
                new InMemoryUserPostsByQuery(ranges, UnaryOperator.identity()),
                new InMemoryFeedByQuery(ranges, UnaryOperator.identity()),
                ChangedPostDelivery.NAMES_ONLY,
                serving);
    }
}
