package io.cosmosblog.bootstrap.history;

import io.cosmosblog.application.copy.CopyBlog;
import io.cosmosblog.application.copy.CopyResult;
import io.cosmosblog.application.copy.CopyTarget;
import io.cosmosblog.application.port.BlogIdentity;
import io.cosmosblog.application.projection.RebuildViews;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.bootstrap.BlogComponent;
import io.cosmosblog.bootstrap.DaggerBlogComponent;
import io.cosmosblog.bootstrap.Settings;
import io.cosmosblog.bootstrap.StorageKind;
import io.cosmosblog.bootstrap.StorageMaintenance;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Consumer;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * One blog a history runs on, serving its HTTP API on a free port, with the operator's commands
 * beside it: restart, kill, a full store, copy to a spare storage and back, rebuild, moderate.
 * What a storage cannot do (kill -9 is the local store's; only the local and in-memory stores fill)
 * is never asked of it. The operator's commands run in this process on the running blog's
 * storage unless a storage says otherwise.
 */
abstract class BlogUnderTest implements AutoCloseable {

    private static final Duration CATCH_UP = Duration.ofSeconds(30);

    final DataModel model;
    final Path scratch;
    final StoreRoom room = new StoreRoom();
    BlogComponent running;
    private Api api;

    BlogUnderTest(DataModel model, Path scratch) {
        this.model = model;
        this.scratch = scratch;
    }

    /** The service on this storage, not yet started. */
    abstract BlogComponent component();

    /**
     * The service wired as {@link BlogComponent#of} wires it, on a store whose room the test sets
     * ({@link #room}) in place of this JVM's heap: the only difference from the service. The store
     * opens here, with room, because a full disk does not stop a start.
     */
    final BlogComponent onRoom(Settings settings) {
        BlogComponent blog = DaggerBlogComponent.factory().create(settings, room);
        room.whileOpening(blog::lifecycle);
        return blog;
    }

    abstract boolean survivesRestart();

    boolean canKill() {
        return false;
    }

    abstract boolean canFill();

    /** The blog's files, which an erasure must have left without the erased text; empty off the local store. */
    Optional<Path> files() {
        return Optional.empty();
    }

    /**
     * Copies this blog to the local store in {@code spare} (in {@code spareModel}); fails unless
     * verified. Where the service has no files to hand over (in memory, Cosmos DB), the copy use
     * case runs in this process on the running blog's storage, as {@code copy} would.
     */
    void copyTo(Path spare, DataModel spareModel) {
        awaitViews();
        withLocal(spare, spareModel, target -> copy(running.storageMaintenance().ports(), target.ports()));
    }

    /**
     * Copies the local store in {@code spare} over this blog, as {@code copy} would (with {@code
     * --replace-target} when {@code replace}), then {@link #copiedBack()}: false when refused, nothing written.
     */
    boolean copyFrom(Path spare, DataModel spareModel, boolean replace) {
        awaitViews();
        boolean[] admitted = {false};
        withLocal(spare, spareModel, source -> {
            StorageMaintenance target = running.storageMaintenance();
            String from = source.storedBlog().read().map(BlogIdentity::blog).orElse("the spare");
            CopyTarget onto = new CopyTarget(source.ports(), target.ports(), target.storedBlog(), from);
            admitted[0] = onto.admit(replace).isEmpty();
            if (admitted[0]) {
                copy(source.ports(), target.ports());
                onto.finished();
            }
        });
        if (admitted[0]) {
            copiedBack();
            // The service serves on through the copy, as a restart onto it would mark it.
            running.storageMaintenance().storedBlog().serving();
        }
        return admitted[0];
    }

    /** What the operator does after a copy onto this storage: nothing unless the storage says so. */
    void copiedBack() {
    }

    void rebuild() {
        awaitViews();
        running.storageMaintenance().rebuild(QUIETLY);
    }

    /** The operator's {@code moderate} with these words: the line it answered, or a {@link ModerationRefused}. */
    String moderate(String... words) {
        return InProcessModeration.act(running, words);
    }

    /** What moderation said when it did not act: {@code notFound} when the subject was gone. */
    static final class ModerationRefused extends RuntimeException {
        final boolean notFound;

        ModerationRefused(String message, boolean notFound) {
            super(message);
            this.notFound = notFound;
        }
    }

    void start() {
        running = component();
        api = new Api(running.lifecycle().start());
    }

    Api api() {
        return api;
    }

    void awaitViews() {
        assertThat(running.lifecycle().awaitProjections(CATCH_UP)).as("[views caught up] projections within %s", CATCH_UP).isTrue();
    }

    void restart() {
        awaitViews();
        running.lifecycle().stop();
        start();
    }

    void kill() {
        throw new UnsupportedOperationException("only the local store is killed");
    }

    void fill(boolean full) {
        room.fill(full);
    }

    void stopForCommand() {
        awaitViews();
        running.lifecycle().stop();
    }

    @Override
    public void close() {
        if (running != null) {
            running.lifecycle().stop();
        }
    }

    static Settings local(Path directory, DataModel model) {
        return new Settings(0, StorageKind.LOCAL, Optional.empty(), directory).withModel(model);
    }

    /** The copy use case between two opened storages, as {@code copy} runs it; fails unless verified. */
    static void copy(StoragePorts from, StoragePorts to) {
        CopyResult result;
        try {
            result = new CopyBlog(from, to, 2, Runnable::run).copy(new CopyBlog.Progress() {
                @Override
                public void usersCopied(long users, long posts) {
                }

                @Override
                public void postCopied(long items) {
                }
            });
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
        assertThat(result.differences()).as("[copy verified] the copy's differences").isEmpty();
        assertThat(result.isVerified()).as("[copy verified] %s", result).isTrue();
    }

    /** The local store in {@code directory}, opened for maintenance as {@code copy} opens it, while {@code work} runs. */
    static void withLocal(Path directory, DataModel model, Consumer<StorageMaintenance> work) {
        try (var maintenance = BlogComponent.of(local(directory, model)).storageMaintenance()) {
            work.accept(maintenance);
        }
    }

    static final RebuildViews.Progress QUIETLY = new RebuildViews.Progress() {
        @Override
        public void started(long posts) {
        }

        @Override
        public void rebuilt(long posts) {
        }
    };

    String name() {
        return getClass().getSimpleName() + " " + model.label();
    }
}
