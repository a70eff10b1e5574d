package io.cosmosblog.bootstrap;

import dagger.Module;
import dagger.Provides;
import io.cosmosblog.adapters.inmemory.InMemoryStorage;
import io.cosmosblog.application.storage.BlogStorage;
import io.cosmosblog.application.storage.StorageMeter;
import jakarta.inject.Singleton;

/** Every port from one in-process store. */
@Module
public interface InMemoryStorageModule {

    @Provides @Singleton static BlogStorage storage(StorageMeter meter) { return new InMemoryStorage(meter); }
}
