package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.contract.PostListsContract;
import io.cosmosblog.application.storage.BlogStorage;
import io.cosmosblog.application.storage.metering.StorageMeter;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

class LocalV3PostListsTest extends PostListsContract {

    @TempDir
    Path directory;

    @Override
    protected BlogStorage newStorage() {
        return new LocalStorage(directory.resolve("data"), new StorageMeter());
    }
}
