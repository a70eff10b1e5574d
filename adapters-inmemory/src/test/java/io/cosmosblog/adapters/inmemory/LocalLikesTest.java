package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.contract.LikesContract;
import io.cosmosblog.application.storage.BlogStorage;
import io.cosmosblog.application.storage.metering.StorageMeter;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

class LocalLikesTest extends LikesContract {

    @TempDir
    Path directory;

    @Override
    protected BlogStorage newStorage() {
        return new LocalStorage(directory.resolve("data"), new StorageMeter());
    }
}
