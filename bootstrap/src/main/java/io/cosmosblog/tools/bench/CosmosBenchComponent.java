package io.cosmosblog.tools.bench;

import dagger.BindsInstance;
import dagger.Component;
import io.cosmosblog.bootstrap.ApplicationModule;
import io.cosmosblog.bootstrap.CosmosStorageModule;
import io.cosmosblog.bootstrap.HttpModule;
import io.cosmosblog.bootstrap.MetricsModule;
import io.cosmosblog.bootstrap.Settings;
import jakarta.inject.Singleton;

/** The blog the benchmark drives on Azure Cosmos DB: the production modules, with the benchmark's view. */
@Singleton
@Component(modules = {ApplicationModule.class, CosmosStorageModule.class, HttpModule.class, MetricsModule.class})
interface CosmosBenchComponent extends BenchTarget {

    @Component.Factory
    interface Factory {
        CosmosBenchComponent create(@BindsInstance Settings settings);
    }
}
