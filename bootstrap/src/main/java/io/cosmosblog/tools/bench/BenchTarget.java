package io.cosmosblog.tools.bench;

import io.cosmosblog.application.posts.WritePost;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.application.users.RegisterUser;
import io.cosmosblog.bootstrap.BlogLifecycle;

/**
 * What the benchmark needs of a blog beyond the service: the use cases and ports to load its data
 * set without HTTP, and the meter to read the projections' cost. Its own components supply it, so the
 * production component stays as narrow as {@code Main} needs.
 */
interface BenchTarget {

    BlogLifecycle lifecycle();

    StorageMeter storageMeter();

    RegisterUser registerUser();

    WritePost writePost();

    /** The ports themselves: the loader stores a post's comments and likes together, as a copy does. */
    StoragePorts storagePorts();
}
