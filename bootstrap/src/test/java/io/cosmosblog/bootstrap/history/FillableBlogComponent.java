package io.cosmosblog.bootstrap.history;

import dagger.BindsInstance;
import dagger.Component;
import io.cosmosblog.bootstrap.ApplicationModule;
import io.cosmosblog.bootstrap.BlogComponent;
import io.cosmosblog.bootstrap.HttpModule;
import io.cosmosblog.bootstrap.MetricsModule;
import io.cosmosblog.bootstrap.Settings;
import jakarta.inject.Singleton;

/** The blog in memory or on the local store, wired as {@code Main.component} wires it, on a store whose room the test sets. */
@Singleton
@Component(modules = {ApplicationModule.class, FillableStorageModule.class, HttpModule.class, MetricsModule.class})
interface FillableBlogComponent extends BlogComponent {

    @Component.Factory
    interface Factory {
        FillableBlogComponent create(@BindsInstance Settings settings, @BindsInstance StoreRoom room);
    }

    static BlogComponent of(Settings settings, StoreRoom room) {
        return DaggerFillableBlogComponent.factory().create(settings, room);
    }
}
