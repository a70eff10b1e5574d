package io.cosmosblog.tools.bench;

import dagger.BindsInstance;
import dagger.Component;
import io.cosmosblog.bootstrap.ApplicationModule;
import io.cosmosblog.bootstrap.HttpModule;
import io.cosmosblog.bootstrap.LocalStorageModule;
import io.cosmosblog.bootstrap.MetricsModule;
import io.cosmosblog.bootstrap.Settings;
import jakarta.inject.Singleton;

/** The blog the benchmark drives on the local store (on a throwaway data directory): the production modules, with the benchmark's view. */
@Singleton
@Component(modules = {ApplicationModule.class, LocalStorageModule.class, HttpModule.class, MetricsModule.class})
interface LocalBenchComponent extends BenchTarget {

    @Component.Factory
    interface Factory {
        LocalBenchComponent create(@BindsInstance Settings settings);
    }
}
