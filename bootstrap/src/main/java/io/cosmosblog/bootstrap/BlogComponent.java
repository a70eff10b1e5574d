package io.cosmosblog.bootstrap;

import dagger.BindsInstance;
import dagger.Component;
import io.cosmosblog.adapters.inmemory.capacity.Heap;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.application.posts.WritePost;
import io.cosmosblog.application.users.RegisterUser;
import jakarta.inject.Singleton;

/**
 * The blog, wired, on whichever storage the settings name: the service, ready to start, and the same
 * storage opened for maintenance, without the service.
 */
@Singleton
@Component(modules = {ApplicationModule.class, StorageModule.class, HttpModule.class, MetricsModule.class})
public interface BlogComponent {

    /** On this JVM's heap, as the service runs. */
    static BlogComponent of(Settings settings) {
        return DaggerBlogComponent.factory().create(settings, Heap.ofThisJvm());
    }

    BlogLifecycle lifecycle();

    StorageMaintenance storageMaintenance();

    // The benchmark loads its data set through these, without HTTP, and reads what the projections cost.

    RegisterUser registerUser();

    WritePost writePost();

    StoragePorts storagePorts();

    StorageMeter storageMeter();

    @Component.Factory
    interface Factory {
        /** {@code heap}: what the local and in-memory stores measure their room against (a test sets its own). */
        BlogComponent create(@BindsInstance Settings settings, @BindsInstance Heap heap);
    }
}
