package io.cosmosblog.bootstrap;

/**
 * What every storage choice's component gives the command line: the service, ready to start, and
 * the same storage opened for maintenance, without the service.
 */
public interface BlogComponent {

    BlogLifecycle lifecycle();

    StorageMaintenance storageMaintenance();
}
