package io.cosmosblog.bootstrap;

import dagger.Module;
import dagger.Provides;
import io.cosmosblog.adapters.inmemory.InMemoryStorage;
import io.cosmosblog.adapters.inmemory.capacity.DiskSpace;
import io.cosmosblog.adapters.inmemory.capacity.Heap;
import io.cosmosblog.adapters.inmemory.capacity.HighWaterMark;
import io.cosmosblog.adapters.inmemory.container.BlogContainers;
import io.cosmosblog.application.port.BlogStorage;
import io.cosmosblog.application.port.metering.StorageMeter;
import jakarta.inject.Singleton;
import org.slf4j.LoggerFactory;

/** Every port from one in-process store, which keeps nothing: said once, at start, so nobody counts on it. */
@Module
public interface InMemoryStorageModule {

    @Provides @Singleton static BlogStorage storage(Settings settings, StorageMeter meter) {
        LoggerFactory.getLogger(InMemoryStorageModule.class).warn(
                "STORAGE=inmemory: nothing will be kept, every write is lost when this process stops "
                        + "(STORAGE=local keeps them on this machine)");
        return new InMemoryStorage(meter, settings.model(), BlogContainers.PHYSICAL_PARTITIONS,
                new HighWaterMark(Heap.ofThisJvm(), DiskSpace.NONE, settings.room()));
    }
}
