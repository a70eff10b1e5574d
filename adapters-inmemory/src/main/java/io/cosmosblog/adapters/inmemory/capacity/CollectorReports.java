package io.cosmosblog.adapters.inmemory.capacity;

import com.sun.management.GarbageCollectionNotificationInfo;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import javax.management.NotificationEmitter;
import javax.management.openmbean.CompositeData;

/**
 * The heap after each collection, as the JVM's own collector notifications report it: the only
 * figure that is not mostly garbage. (A pool's "collection usage" would do, but G1 updates its old
 * generation's only after a mixed or full collection; heap in use right now counts every young
 * object that is about to die.) One listener for the JVM, however many stores it opens.
 */
final class CollectorReports {

    static final CollectorReports INSTANCE = new CollectorReports();

    private final AtomicLong usedAfter = new AtomicLong();

    private CollectorReports() {
        Set<String> heapPools = ManagementFactory.getMemoryPoolMXBeans().stream()
                .filter(pool -> pool.getType() == MemoryType.HEAP).map(MemoryPoolMXBean::getName).collect(Collectors.toSet());
        for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
            if (collector instanceof NotificationEmitter emitter) {
                emitter.addNotificationListener((notification, handback) -> {
                    if (GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(notification.getType())) {
                        GarbageCollectionNotificationInfo info =
                                GarbageCollectionNotificationInfo.from((CompositeData) notification.getUserData());
                        usedAfter.set(info.getGcInfo().getMemoryUsageAfterGc().entrySet().stream()
                                .filter(pool -> heapPools.contains(pool.getKey()))
                                .mapToLong(pool -> pool.getValue().getUsed()).sum());
                    }
                }, null, null);
            }
        }
    }

    /** The heap in use right after the latest collection, as the collector reported it; 0 before the first. */
    long usedAfterCollection() {
        return usedAfter.get();
    }
}
