package io.cosmosblog.bootstrap;

import dagger.Module;
import dagger.Provides;
import io.cosmosblog.adapters.inmemory.capacity.Heap;
import io.cosmosblog.adapters.inmemory.container.BlogContainers;
import io.cosmosblog.adapters.inmemory.local.LocalStorage;
import io.cosmosblog.application.port.BlogStorage;
import io.cosmosblog.application.port.metering.StorageMeter;
import jakarta.inject.Singleton;

/**
 * Every port from the in-process store, kept on this machine's disk in {@code DATA_DIR}; opening
 * it loads what is there, and refuses a directory it cannot use with a one-line reason.
 */
@Module
public interface LocalStorageModule {

    @Provides @Singleton static BlogStorage storage(Settings settings, StorageMeter meter) {
        return new LocalStorage(settings.dataDir(), meter, settings.model(), BlogContainers.PHYSICAL_PARTITIONS, settings.room(),
                Heap.ofThisJvm());
    }
}
