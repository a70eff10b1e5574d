package io.cosmosblog.adapters.inmemory.container;

import io.cosmosblog.application.port.Page;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.metering.PartitionNames;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.application.port.plumbing.ContinuationScope;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToLongFunction;

/**
 * The in-memory stand-in for one Cosmos DB container: its partitions by key, each changed under
 * that key's lock, and the only code that reaches them. It meters every operation as one
 * operation in one partition, with the RU it would be charged on Cosmos DB ({@link
 * InMemoryCharges}, modelled), refuses a write that adds data past the store's high-water mark,
 * reports every write that moved a partition's own item (a user, a post) to the projections, as
 * its {@link Watch} says, and scopes continuations to the list that issued them. The port classes
 * only say what to read or change. A write that changes an own item hands the changed entries to
 * the {@link Journal} while it holds that key's lock (a partition that locks itself does so under
 * its own lock) and waits, once the lock is released, until they are committed: then it returns.
 *
 * @param <K> the partition key
 * @param <P> what one partition holds: an immutable item of its own, or a mutable partition that locks itself
 */
public final class LockedPartitions<K, P> {

    private final String name;
    private final StorageMeter meter;
    private final Watch watch; // null for a view: its copies are upserted, never refused, reported or committed
    private final ToLongFunction<P> headRevision;
    private final BiFunction<P, P, List<JournalEntry>> entriesOf;
    private final Map<K, P> partitions = new ConcurrentHashMap<>();

    private LockedPartitions(String name, StorageMeter meter, Watch watch, ToLongFunction<P> headRevision,
            BiFunction<P, P, List<JournalEntry>> entriesOf) {
        this.name = name;
        this.meter = meter;
        this.watch = watch;
        this.headRevision = headRevision;
        this.entriesOf = entriesOf;
    }

    /**
     * A container whose own items' changes the projections must see (users, posts), each write
     * answering to {@code watch}: {@code headRevision} tells whether a change moved a partition's own
     * item, and {@code entriesOf(before, after)} names the entries a created (before null) or
     * replaced partition changed.
     */
    public static <K, P> LockedPartitions<K, P> watched(String name, Watch watch, ToLongFunction<P> headRevision,
            BiFunction<P, P, List<JournalEntry>> entriesOf) {
        return new LockedPartitions<>(name, watch.meter(), watch, headRevision, entriesOf);
    }

    /** A container of copies the projections write (the views): nothing to report, nothing committed (rebuilt at start). */
    public static <K, P> LockedPartitions<K, P> view(String name, StorageMeter meter) {
        return new LockedPartitions<>(name, meter, null, partition -> 0, (before, after) -> List.of());
    }

    /** A point read or a query in one partition; {@code work} sees empty when there is no such partition. */
    public <T> T read(K key, Function<Optional<P>, T> work) {
        return metered(PartitionNames.of(name, key), () -> work.apply(Optional.ofNullable(partitions.get(key))),
                InMemoryCharges::read);
    }

    /** Stores a new partition; false, changing nothing, when the key is taken (a conflict). */
    public boolean create(K key, P partition) {
        watch.journal().refuseIfFailed();
        watch.mark().refuseIfFull();
        return metered(PartitionNames.of(name, key), () -> {
            boolean[] created = {false};
            partitions.computeIfAbsent(key, free -> {
                watch.journal().append(entriesOf.apply(null, partition));
                created[0] = true;
                return partition;
            });
            return reported(key, created[0]);
        }, created -> InMemoryCharges.write(partition));
    }

    /** What a conditional replace did. */
    public enum Replaced { REPLACED, NO_SUCH_PARTITION, CHANGED_MEANWHILE }

    /** Replaces an existing partition's value, but only while it is still {@code expected}. */
    public Replaced replace(K key, P expected, P value) {
        watch.mark().refuseIfFull();
        return replaceInPlace(key, expected, value);
    }

    /**
     * As {@link #replace}, for a value no bigger than the one it replaces and that copies nothing
     * elsewhere (a user's new token, or none): never refused for want of room, so that a leaked
     * token can be taken back on a full store.
     */
    public Replaced replaceInPlace(K key, P expected, P value) {
        watch.journal().refuseIfFailed();
        return metered(PartitionNames.of(name, key), () -> {
            Replaced[] outcome = {Replaced.NO_SUCH_PARTITION};
            partitions.computeIfPresent(key, (same, before) -> {
                if (!before.equals(expected)) {
                    outcome[0] = Replaced.CHANGED_MEANWHILE;
                    return before;
                }
                watch.journal().append(entriesOf.apply(before, value));
                outcome[0] = Replaced.REPLACED;
                return value;
            });
            reported(key, outcome[0] == Replaced.REPLACED);
            return outcome[0];
        }, outcome -> InMemoryCharges.write(value));
    }

    /** Changes a partition in place (it locks itself, and journals what it changed); empty when there is no such partition. */
    public <T> Optional<T> update(K key, Function<P, T> work) {
        watch.mark().refuseIfFull();
        return takeOut(key, work);
    }

    /**
     * As {@link #update}, for a change that only takes something out (a like taken back, a comment
     * deleted): never refused for want of room, since it makes some.
     */
    public <T> Optional<T> takeOut(K key, Function<P, T> work) {
        watch.journal().refuseIfFailed();
        return metered(PartitionNames.of(name, key), () -> Optional.ofNullable(partitions.get(key)).map(partition -> {
            long before = headRevision.applyAsLong(partition);
            T result = work.apply(partition);
            reported(key, headRevision.applyAsLong(partition) != before);
            return result;
        }), answered -> InMemoryCharges.changed(partitions.get(key), answered));
    }

    /**
     * Deletes a partition whole. {@code end} runs under the key's lock (and a partition that locks
     * itself ends under its own too): it journals the end and answers what is left to say of it,
     * or empty to keep the partition. The key is free as soon as that lock is released, so no
     * read, write or scan after it finds the partition; {@code gone} then hears of it (the indexes,
     * the projections) before the write waits for its commit. Never refused for want of room: a
     * delete makes some.
     */
    public <T> Optional<T> remove(K key, Function<P, Optional<T>> end, BiConsumer<P, T> gone) {
        watch.journal().refuseIfFailed();
        P removed = partitions.get(key);
        return metered(PartitionNames.of(name, key), () -> {
            List<P> ended = new ArrayList<>(1);
            List<T> left = new ArrayList<>(1);
            partitions.computeIfPresent(key, (same, partition) -> {
                Optional<T> said = end.apply(partition);
                if (said.isEmpty()) {
                    return partition;
                }
                ended.add(partition);
                left.add(said.get());
                return null;
            });
            if (!ended.isEmpty()) {
                gone.accept(ended.get(0), left.get(0));
            }
            watch.journal().awaitCommitted();
            return left.stream().findFirst();
        }, left -> InMemoryCharges.deleted(removed));
    }

    /**
     * Changes the partitions of {@code keys} in place, one at a time (each locks itself and
     * journals what it changed; a key with no partition is passed over): a write across
     * partitions, metered as one, as the query that finds them on Cosmos DB. Reports each moved
     * own item, then waits once until all of it is committed.
     */
    public void updateEach(Iterable<K> keys, Consumer<P> work) {
        watch.journal().refuseIfFailed();
        double[] charge = {InMemoryCharges.acrossPartitions()};
        metered(PartitionNames.across(name), () -> {
            for (K key : keys) {
                P partition = partitions.get(key);
                if (partition != null) {
                    charge[0] += InMemoryCharges.write(partition);
                    long before = headRevision.applyAsLong(partition);
                    work.accept(partition);
                    if (headRevision.applyAsLong(partition) != before) {
                        watch.changes().changed(key);
                    }
                }
            }
            watch.journal().awaitCommitted();
            return null;
        }, none -> charge[0]);
    }

    /** Reports a change to the projections, then waits until it is committed (at once in memory only). */
    private boolean reported(K key, boolean changedHead) {
        if (changedHead) {
            watch.changes().changed(key);
        }
        watch.journal().awaitCommitted();
        return changedHead;
    }

    /** Puts a partition read back from disk: not metered, not journaled, not reported (the loader reports what it must). */
    public void restore(K key, P partition) {
        partitions.put(key, partition);
    }

    /** Changes a partition in place, creating it first when missing (the views' copies). */
    public <T> T upsert(K key, Supplier<P> fresh, Function<P, T> work) {
        // A view's copy is short, well under the 1 KB the write charge starts from.
        return metered(PartitionNames.of(name, key), () -> work.apply(partitions.computeIfAbsent(key, k -> fresh.get())),
                copy -> InMemoryCharges.write(null));
    }

    /**
     * One page of a list held in one partition. {@code work} gets where the page starts (empty:
     * at the beginning; the adapter's own position, as it handed it out) and answers the items
     * with the position after them, empty on the last page.
     */
    public <T> Page<T> page(ContinuationScope list, K key, PageRequest request,
            BiFunction<Optional<P>, Optional<String>, Page<T>> work) {
        Optional<String> start = list.start(request);
        Page<T> page = read(key, partition -> work.apply(partition, start));
        return new Page<>(page.items(), list.continuationAt(page.continuation()));
    }

    /** How many partitions there are: a count across partitions. */
    public long count() {
        return metered(PartitionNames.across(name), () -> (long) partitions.size(), count -> InMemoryCharges.acrossPartitions());
    }

    /**
     * Every partition, one at a time: a scan across partitions, metered as one read for each
     * partition it reads, so that what a scan costs shows in the operations it is charged.
     */
    public void forEach(Consumer<P> visitor) {
        String across = PartitionNames.across(name);
        boolean first = true;
        for (P partition : partitions.values()) {
            // The query's fixed charge falls on its first page; each partition read is an operation.
            double charge = first ? InMemoryCharges.acrossPartitions() : 0;
            first = false;
            metered(across, () -> {
                visitor.accept(partition);
                return null;
            }, none -> charge);
        }
    }

    /** The latest version, unmetered: what the change feed hands the projections. */
    public Optional<P> latest(K key) {
        return Optional.ofNullable(partitions.get(key));
    }

    /** Runs {@code work} as one operation in {@code partition}, charged what {@code charge} makes of its answer (0 if it failed). */
    private <T> T metered(String partition, Supplier<T> work, ToDoubleFunction<? super T> charge) {
        long start = System.nanoTime();
        double charged = 0;
        try {
            T answer = work.get();
            charged = charge.applyAsDouble(answer);
            return answer;
        } finally {
            meter.record(partition, charged, System.nanoTime() - start);
        }
    }
}
