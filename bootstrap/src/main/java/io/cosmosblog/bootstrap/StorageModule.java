package io.cosmosblog.bootstrap;

import dagger.Lazy;
import dagger.Module;
import dagger.Provides;
import io.cosmosblog.adapters.cosmos.CosmosSettings;
import io.cosmosblog.adapters.cosmos.CosmosStorage;
import io.cosmosblog.adapters.cosmos.provisioning.Provisioning;
import io.cosmosblog.adapters.http.security.RequestLimits;
import io.cosmosblog.adapters.inmemory.InMemoryStorage;
import io.cosmosblog.adapters.inmemory.capacity.DiskSpace;
import io.cosmosblog.adapters.inmemory.capacity.Heap;
import io.cosmosblog.adapters.inmemory.capacity.HeapAndDiskMarks;
import io.cosmosblog.adapters.inmemory.capacity.HighWaterMark;
import io.cosmosblog.adapters.inmemory.container.BlogContainers;
import io.cosmosblog.application.port.BlogStorage;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.application.port.plumbing.ReadYourWrites;
import io.micrometer.core.instrument.MeterRegistry;
import jakarta.inject.Singleton;
import org.slf4j.LoggerFactory;

/**
 * Every port from the one storage {@code STORAGE} names, opened here and nowhere else: the local
 * store in {@code DATA_DIR} (opening loads what is there, and refuses a directory it cannot use with
 * a one-line reason), the in-process store (which keeps nothing: said once, at start, so nobody
 * counts on it), or an Azure Cosmos DB account (opening creates what it lacks, or checks that it is
 * all there, as {@code COSMOS_PROVISION} says). The local and in-memory stores refuse writes past
 * the room {@code heap} leaves them beside the rate limiters' bound.
 */
@Module
public interface StorageModule {

    @Provides @Singleton
    static BlogStorage storage(Settings settings, Heap heap, StorageMeter meter, Lazy<MeterRegistry> registry,
            ReadYourWrites readYourWrites) {
        return switch (settings.storage()) {
            case LOCAL -> InMemoryStorage.onDisk(settings.dataDir(), meter, settings.model(), BlogContainers.PHYSICAL_PARTITIONS,
                    room(settings), heap);
            case INMEMORY -> {
                LoggerFactory.getLogger(StorageModule.class).warn(
                        "STORAGE=inmemory: nothing will be kept, every write is lost when this process stops "
                                + "(STORAGE=local keeps them on this machine)");
                yield new InMemoryStorage(meter, settings.model(), BlogContainers.PHYSICAL_PARTITIONS,
                        new HighWaterMark(heap, DiskSpace.NONE, room(settings)));
            }
            // Lazy: only Cosmos DB records metrics of its own, so maintenance on this machine's stores makes no registry.
            case COSMOS -> new CosmosStorage(cosmos(settings), meter, registry.get(), readYourWrites, settings.model());
        };
    }

    /**
     * The storage {@code settings} name, opened only to be read (a copy's source, a dry run's
     * target): the local store with nothing in its directory created or changed, Cosmos DB only
     * checked to be there.
     */
    static BlogStorage toRead(Settings settings, StorageMeter meter, Heap heap) {
        return switch (settings.storage()) {
            case LOCAL -> InMemoryStorage.readOnDisk(settings.dataDir(), meter, settings.model(),
                    BlogContainers.PHYSICAL_PARTITIONS, room(settings), heap);
            case COSMOS -> new CosmosStorage(cosmos(settings).withProvisioning(Provisioning.VERIFY), meter, settings.model());
            case INMEMORY -> new InMemoryStorage(meter, settings.model(), BlogContainers.PHYSICAL_PARTITIONS,
                    new HighWaterMark(heap, DiskSpace.NONE, room(settings))); // new, so empty
        };
    }

    /** The marks, with the heap the rate limiters may still take kept beside the store. */
    private static HeapAndDiskMarks room(Settings settings) {
        return settings.room().keepingHeap(RequestLimits.heapBound(settings.protection().budgets()));
    }

    private static CosmosSettings cosmos(Settings settings) {
        return settings.cosmos().orElseThrow(() -> new InvalidSettingException(
                "STORAGE=cosmos needs COSMOS_ENDPOINT (COSMOS_KEY is optional: without it, Microsoft Entra ID)"));
    }
}
