package io.cosmosblog.bootstrap.history;

import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.bootstrap.BlogComponent;
import io.cosmosblog.bootstrap.Settings;
import io.cosmosblog.bootstrap.StorageKind;
import java.nio.file.Path;

/**
 * The blog in memory ({@code STORAGE=inmemory}): nothing survives a stop, so a history never restarts
 * it, nor copies onto it ({@link Histories.Abilities}); its spare is a local store.
 */
final class InMemoryBlog extends BlogUnderTest {

    InMemoryBlog(DataModel model, Path scratch) {
        super(model, scratch);
    }

    @Override
    BlogComponent component() {
        return onRoom(new Settings(0, StorageKind.INMEMORY).withModel(model));
    }

    @Override
    boolean survivesRestart() {
        return false;
    }

    @Override
    boolean canFill() {
        return true;
    }
}
