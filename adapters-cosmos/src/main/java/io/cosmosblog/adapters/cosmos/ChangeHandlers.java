package io.cosmosblog.adapters.cosmos;

import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.application.metering.Partitions;
import io.cosmosblog.application.metering.StoreMeter;
import io.cosmosblog.application.projection.Projections;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * What the change feed processors call with each batch: items mapped to the domain and handed
 * to the projections, synchronously, so a batch is checkpointed only after its writes are done
 * and a failure is delivered again. Comments, likes and post copies are not projected.
 */
final class ChangeHandlers {

    private final Projections projections;
    private final Unprojected unprojected;
    private final AtomicInteger inFlight;
    private final StoreMeter meter;

    ChangeHandlers(Projections projections, Unprojected unprojected, AtomicInteger inFlight, StoreMeter meter) {
        this.projections = projections;
        this.unprojected = unprojected;
        this.inFlight = inFlight;
        this.meter = meter;
    }

    void users(List<JsonNode> items) {
        inFlight.incrementAndGet();
        try {
            for (JsonNode item : items) {
                if (UserItems.isUser(item)) {
                    User user = UserItems.user(item);
                    meter.background(() -> projections.userChanged(user));
                    unprojected.projected(Partitions.users(user.id()), user.revision());
                }
            }
        } finally {
            inFlight.decrementAndGet();
        }
    }

    void posts(List<JsonNode> items) {
        inFlight.incrementAndGet();
        try {
            for (JsonNode item : items) {
                if (PostItems.isPost(item)) {
                    Post post = PostItems.post(item);
                    meter.background(() -> projections.postChanged(post));
                    unprojected.projected(Partitions.posts(post.id()), post.revision());
                }
            }
        } finally {
            inFlight.decrementAndGet();
        }
    }
}
