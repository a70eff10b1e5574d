package io.cosmosblog.bootstrap;

import dagger.BindsInstance;
import dagger.Component;
import jakarta.inject.Singleton;

/** The blog on Azure Cosmos DB ({@code STORAGE=cosmos}). */
@Singleton
@Component(modules = {ApplicationModule.class, CosmosStorageModule.class, HttpModule.class, MetricsModule.class})
public interface CosmosBlogComponent extends BlogComponent {

    @Component.Factory
    interface Factory {
        CosmosBlogComponent create(@BindsInstance Settings settings);
    }
}
