package io.cosmosblog.application.storage;

/** Whether the storage behind the ports can serve requests now, for the service's health check. */
public interface StorageHealth {

    boolean isReady();
}
