package io.cosmosblog.bootstrap;

import dagger.BindsInstance;
import dagger.Component;
import jakarta.inject.Singleton;

/** The blog kept on this machine's disk ({@code STORAGE=local}, the default). */
@Singleton
@Component(modules = {ApplicationModule.class, LocalStorageModule.class, HttpModule.class, MetricsModule.class})
public interface LocalBlogComponent extends BlogComponent {

    @Component.Factory
    interface Factory {
        LocalBlogComponent create(@BindsInstance Settings settings);
    }
}
