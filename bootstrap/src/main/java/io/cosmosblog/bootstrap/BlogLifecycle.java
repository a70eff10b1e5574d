package io.cosmosblog.bootstrap;

import io.cosmosblog.adapters.http.HttpApi;
import io.cosmosblog.adapters.http.ManagementApi;
import io.cosmosblog.application.projection.Projections;
import io.cosmosblog.application.port.BlogStorage;
import io.cosmosblog.application.port.ProjectionDelivery;
import io.cosmosblog.application.users.FinishErasures;
import io.cosmosblog.adapters.moderation.ModerationSocket;
import io.cosmosblog.adapters.moderation.Moderator;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.Optional;

/**
 * The running blog: projections first (so no change is missed), then the API; stopped in reverse.
 * One per component, so that the stop finds what the start opened.
 */
@Singleton
public final class BlogLifecycle {

    private static final Duration DRAIN = Duration.ofSeconds(10);

    private final HttpApi http;
    private final ManagementApi management;
    private final ProjectionDelivery delivery;
    private final Projections projections;
    private final BlogStorage storage;
    private final Settings settings;
    private final ProjectionMetrics projectionMetrics;
    private final Moderator moderator;
    private final FinishErasures finishErasures;
    // Set by the start, read by a stop that may run on a shutdown hook's thread.
    private volatile Optional<ModerationSocket> moderation = Optional.empty();

    @Inject
    BlogLifecycle(HttpApi http, ManagementApi management, Projections projections, BlogStorage storage, Settings settings,
            ProjectionMetrics projectionMetrics, Moderator moderator, FinishErasures finishErasures) {
        this.http = http;
        this.management = management;
        this.delivery = storage.ports().projectionDelivery();
        this.projections = projections;
        this.storage = storage;
        this.settings = settings;
        this.projectionMetrics = projectionMetrics;
        this.moderator = moderator;
        this.finishErasures = finishErasures;
    }

    /** Returns the port the API listens on; a port another process holds is a {@link PortInUseException}. */
    public int start() {
        // Before the first write: a store a copy made may from now on hold writes its source never had.
        storage.storedBlog().serving();
        delivery.start(projections);
        finishErasures.finish(); // before serving: what a crash between an erasure's passes left goes first
        projectionMetrics.bind();
        Protection protection = settings.protection();
        if (protection.managementPort() != Protection.NO_MANAGEMENT_PORT) {
            try {
                management.start(protection.managementHost(), protection.managementPort());
            } catch (RuntimeException e) {
                throw PortInUseException.of(e, Variable.MANAGEMENT_PORT, protection.managementPort());
            }
        }
        int port;
        try {
            port = http.start(protection.host(), settings.port());
        } catch (RuntimeException e) {
            throw PortInUseException.of(e, Variable.PORT, settings.port());
        }
        if (settings.storage() == StorageKind.LOCAL) {
            // The store is this process's alone: moderate reaches it through here.
            moderation = ModerationSocket.open(settings.dataDir(), moderator);
        }
        return port;
    }

    /** The address and port the blog is served on, as bound; empty before {@link #start}. */
    public Optional<InetSocketAddress> address() {
        return http.boundAddress();
    }

    /** The port of {@code /metrics} once started; {@link Protection#NO_MANAGEMENT_PORT} when there is none. */
    public int managementPort() {
        return management.port();
    }

    /** The address and port of {@code /metrics} as bound; empty when there is no such port or before {@link #start}. */
    public Optional<InetSocketAddress> managementAddress() {
        return management.boundAddress();
    }

    /**
     * Waits until every change made so far has reached the eventually consistent views (the
     * user's posts, the feed); false when {@code timeout} passed first.
     */
    public boolean awaitProjections(Duration timeout) {
        return delivery.awaitCaughtUp(timeout);
    }

    /** Finishes the requests in flight, drains the projections, then lets the storage go. */
    public void stop() {
        try {
            moderation.ifPresent(ModerationSocket::close);
            http.stop();
            management.stop();
            delivery.stop(DRAIN);
        } finally {
            storage.close();
        }
    }
}
