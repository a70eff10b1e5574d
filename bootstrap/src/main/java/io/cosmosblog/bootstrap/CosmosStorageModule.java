package io.cosmosblog.bootstrap;

import dagger.Module;
import dagger.Provides;
import io.cosmosblog.adapters.cosmos.CosmosSettings;
import io.cosmosblog.adapters.cosmos.CosmosStorage;
import io.cosmosblog.application.port.BlogStorage;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.application.port.plumbing.ReadYourWrites;
import io.micrometer.core.instrument.MeterRegistry;
import jakarta.inject.Singleton;

/** Every port on one Azure Cosmos DB account; opening it creates what it lacks (COSMOS_PROVISION=create) or checks that it is all there (verify). */
@Module
public interface CosmosStorageModule {

    @Provides static CosmosSettings cosmosSettings(Settings settings) {
        return settings.cosmos().orElseThrow(() -> new InvalidSettingException("STORAGE=cosmos needs COSMOS_ENDPOINT (COSMOS_KEY is optional: without it, Microsoft Entra ID)"));
    }

    @Provides @Singleton
    static BlogStorage storage(Settings settings, CosmosSettings cosmos, StorageMeter meter, MeterRegistry registry,
            ReadYourWrites readYourWrites) {
        return new CosmosStorage(cosmos, meter, registry, readYourWrites, settings.model());
    }
}
