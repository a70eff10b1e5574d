package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.contract.BlogContract;
import io.cosmosblog.application.storage.BlogStorage;
import io.cosmosblog.application.storage.metering.StorageMeter;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

class LocalBlogTest extends BlogContract {

    @TempDir
    Path directory;

    @Override
    protected BlogStorage newStorage() {
        return new LocalStorage(directory.resolve("data"), new StorageMeter());
    }
}
