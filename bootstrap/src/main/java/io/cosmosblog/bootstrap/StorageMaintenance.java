package io.cosmosblog.bootstrap;

import io.cosmosblog.application.projection.RebuildViews;
import io.cosmosblog.application.projection.ReplayParkedChanges;
import io.cosmosblog.application.port.BlogStorage;
import io.cosmosblog.application.port.ParkedChange;
import io.cosmosblog.application.port.ParkedChanges;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.StoredBlog;
import io.cosmosblog.application.port.metering.StorageCost;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.adapters.moderation.Moderator;
import jakarta.inject.Inject;
import java.util.List;

/**
 * The storage opened for maintenance, without the service: what the operator's commands act on
 * (rebuild the views, see and replay parked changes, moderate) and the ports and meter a copy reads
 * and writes through.
 */
public final class StorageMaintenance implements AutoCloseable {

    private final RebuildViews rebuildViews;
    private final ReplayParkedChanges replayParkedChanges;
    private final ParkedChanges parkedChanges;
    private final Moderator moderator;
    private final BlogStorage storage;
    private final StorageMeter meter;

    @Inject
    StorageMaintenance(RebuildViews rebuildViews, ReplayParkedChanges replayParkedChanges, Moderator moderator, BlogStorage storage,
            StorageMeter meter) {
        this.rebuildViews = rebuildViews;
        this.replayParkedChanges = replayParkedChanges;
        this.moderator = moderator;
        this.parkedChanges = storage.ports().parkedChanges();
        this.storage = storage;
        this.meter = meter;
    }

    /** The storage's ports, as a copy reads or writes them. */
    public StoragePorts ports() {
        return storage.ports();
    }

    /** Which blog the storage holds, and what the last copy into it left. */
    public StoredBlog storedBlog() {
        return storage.storedBlog();
    }

    /** Runs {@code work} as background work of this storage's meter: {@link #cost()} adds up what it cost. */
    public void metered(Runnable work) {
        meter.background(work);
    }

    /** What the work run through {@link #metered} cost, so far. */
    public StorageCost cost() {
        return meter.backgroundTotal();
    }

    public RebuildViews.Result rebuild(RebuildViews.Progress progress) {
        return rebuildViews.rebuild(progress);
    }

    public List<ParkedChange> parked() {
        return parkedChanges.all();
    }

    public ReplayParkedChanges.Result replayParked() {
        return replayParkedChanges.replay();
    }

    public Moderator moderator() {
        return moderator;
    }

    /** Lets the storage go (connections, threads); the service was never started. */
    @Override
    public void close() {
        storage.close();
    }
}
