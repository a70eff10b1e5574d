package io.cosmosblog.bootstrap;

import dagger.BindsInstance;
import dagger.Component;
import jakarta.inject.Singleton;

/** The blog with everything kept in this process ({@code STORAGE=inmemory}). */
@Singleton
@Component(modules = {ApplicationModule.class, InMemoryStorageModule.class, HttpModule.class, MetricsModule.class})
public interface InMemoryBlogComponent extends BlogComponent {

    @Component.Factory
    interface Factory {
        InMemoryBlogComponent create(@BindsInstance Settings settings);
    }
}
