package io.cosmosblog.bootstrap.history;

import dagger.Module;
import dagger.Provides;
import io.cosmosblog.adapters.inmemory.InMemoryStorage;
import io.cosmosblog.adapters.inmemory.capacity.DiskSpace;
import io.cosmosblog.adapters.inmemory.capacity.HighWaterMark;
import io.cosmosblog.adapters.inmemory.container.BlogContainers;
import io.cosmosblog.adapters.inmemory.local.LocalStorage;
import io.cosmosblog.application.port.BlogStorage;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.bootstrap.Settings;
import io.cosmosblog.bootstrap.StorageKind;
import jakarta.inject.Singleton;

/**
 * The in-memory or local store, as the service's own modules open it, but with the room a test
 * sets ({@link StoreRoom}) in place of this JVM's heap: the only difference from the service.
 */
@Module
interface FillableStorageModule {

    @Provides @Singleton static BlogStorage storage(Settings settings, StorageMeter meter, StoreRoom room) {
        return settings.storage() == StorageKind.LOCAL
                ? room.whileOpening(() -> new LocalStorage(settings.dataDir(), meter, settings.model(),
                        BlogContainers.PHYSICAL_PARTITIONS, settings.room(), room))
                : new InMemoryStorage(meter, settings.model(), BlogContainers.PHYSICAL_PARTITIONS,
                        new HighWaterMark(room, DiskSpace.NONE, settings.room()));
    }
}
