package io.cosmosblog.bootstrap.history;

import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.bootstrap.BlogComponent;
import io.cosmosblog.bootstrap.Settings;
import io.cosmosblog.bootstrap.StorageKind;
import java.nio.file.Path;
import java.util.Optional;

/** The blog in memory ({@code STORAGE=inmemory}): nothing survives a stop, so a history never restarts it; its spare is a local store. */
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
    boolean canKill() {
        return false;
    }

    @Override
    boolean canFill() {
        return true;
    }

    @Override
    Optional<Path> files() {
        return Optional.empty();
    }

    @Override
    void copyTo(Path spare, DataModel spareModel) {
        awaitViews();
        withLocal(spare, spareModel, target -> copy(running.storageMaintenance().ports(), target.ports()));
    }

    @Override
    void copyFrom(Path spare, DataModel spareModel) {
        awaitViews();
        withLocal(spare, spareModel, source -> copy(source.ports(), running.storageMaintenance().ports()));
    }

    @Override
    void rebuild() {
        awaitViews();
        running.storageMaintenance().rebuild(QUIETLY);
    }

    @Override
    String moderate(String... words) {
        return InProcessModeration.act(running, words);
    }
}
