package io.cosmosblog.adapters.inmemory.container;

import io.cosmosblog.application.port.Page;
import io.cosmosblog.application.port.metering.ModelledCharge;
import io.cosmosblog.domain.post.Post;
import java.util.Collection;
import java.util.Optional;

/**
 * What each operation on the in-memory containers would be charged on Cosmos DB, by the
 * {@link ModelledCharge} model, from the items it read or left: the RU the in-memory and local
 * stores report, called modelled wherever they are shown.
 */
public final class InMemoryCharges {

    /**
     * As many physical partitions as a container gets on the service to begin with: each is one
     * page at least of a query across partitions.
     */
    static final int PHYSICAL_PARTITIONS = 4;

    private InMemoryCharges() {
    }

    /**
     * A read in one partition: a page or a list is one query page over what it answers, a count a
     * query page with nothing returned, anything else a point read of what was found.
     */
    public static double read(Object answered) {
        if (answered instanceof Page<?> page) {
            return query(page.items());
        }
        if (answered instanceof Collection<?> items) {
            return query(items);
        }
        if (answered instanceof Number) {
            return ModelledCharge.QUERY_BASE;
        }
        return ModelledCharge.pointRead(ItemBytes.of(answered));
    }

    /** One query page returning {@code items}. */
    public static double query(Collection<?> items) {
        return ModelledCharge.queryPage(items.stream().mapToLong(ItemBytes::of).toArray());
    }

    /** A write that leaves (or deletes) {@code item}. */
    static double write(Object item) {
        return ModelledCharge.write(ItemBytes.of(item));
    }

    /**
     * A change in place to a partition's own item, {@code after} it: a post's edit patches the
     * post; any other change (a comment or like added or taken back) is a batch that also writes
     * that reaction. Nothing there costs a read that found nothing.
     */
    static double changed(Object after, Object answered) {
        if (after == null) {
            return ModelledCharge.pointRead(0);
        }
        Object unwrapped = answered instanceof Optional<?> optional ? optional.orElse(null) : answered;
        return write(after) + (unwrapped instanceof Post ? 0 : ModelledCharge.write(0));
    }

    /** The delete of a partition's own item; a read that found nothing when there was none. */
    static double deleted(Object item) {
        return item == null ? ModelledCharge.pointRead(0) : write(item);
    }

    /** A query across every physical partition of a container, returning nothing it charges for. */
    static double acrossPartitions() {
        return ModelledCharge.QUERY_BASE * PHYSICAL_PARTITIONS;
    }
}
