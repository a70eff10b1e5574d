package io.cosmosblog.tools.bench;

import dagger.BindsInstance;
import dagger.Component;
import io.cosmosblog.bootstrap.ApplicationModule;
import io.cosmosblog.bootstrap.HttpModule;
import io.cosmosblog.bootstrap.InMemoryStorageModule;
import io.cosmosblog.bootstrap.MetricsModule;
import io.cosmosblog.bootstrap.Settings;
import jakarta.inject.Singleton;

/** The blog the benchmark drives on in-memory storage: the production modules, with the benchmark's view. */
@Singleton
@Component(modules = {ApplicationModule.class, InMemoryStorageModule.class, HttpModule.class, MetricsModule.class})
interface InMemoryBenchComponent extends BenchTarget {

    @Component.Factory
    interface Factory {
        InMemoryBenchComponent create(@BindsInstance Settings settings);
    }
}
