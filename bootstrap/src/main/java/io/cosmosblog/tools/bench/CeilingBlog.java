package io.cosmosblog.tools.bench;

import io.cosmosblog.adapters.cosmos.CosmosSettings;
import io.cosmosblog.adapters.cosmos.CosmosStorage;
import io.cosmosblog.adapters.cosmos.model.CosmosModel;
import io.cosmosblog.application.feed.ViewFeed;
import io.cosmosblog.application.likes.LikePost;
import io.cosmosblog.application.port.FeedView;
import io.cosmosblog.application.port.ProjectionDelivery;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.application.port.plumbing.ReadYourWrites;
import io.cosmosblog.application.posts.WritePost;
import io.cosmosblog.application.projection.Projections;
import io.cosmosblog.application.users.Actor;
import io.cosmosblog.application.users.RegisterUser;
import io.cosmosblog.application.users.Revocations;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.user.TokenLifetime;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.Username;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One blog of the partition ceilings on Cosmos DB, in a model set up as its run says: the use
 * cases wired on its storage as the service wires them (each write authenticates its user with a
 * read, as over HTTP), its projections running in this process, and the SDK's own count of the
 * requests it sent, by container and status, 429s included, and of the RU they were charged.
 */
final class CeilingBlog implements AutoCloseable {

    private static final String TEXT = "A post of the partition ceilings, about as long as a short post is: the feed keeps"
            + " a short copy of it, its title and the start of its text, in the partition its shard key names. ".repeat(3);

    private final SimpleMeterRegistry sdk = new SimpleMeterRegistry();
    private final CosmosStorage storage;
    private final ProjectionDelivery delivery;
    private final RegisterUser registerUser;
    private final WritePost writePost;
    private final LikePost likePost;
    private final ViewFeed viewFeed;

    CeilingBlog(CosmosSettings settings, CosmosModel model) {
        storage = new CosmosStorage(settings, new StorageMeter(), sdk, new ReadYourWrites(), model);
        try {
            StoragePorts ports = storage.ports();
            Clock clock = Clock.tickMillis(ZoneOffset.UTC);
            Revocations revocations = new Revocations(ports.users(), storage.revocationSettle());
            registerUser = new RegisterUser(ports.users(), clock, TokenLifetime.DEFAULT);
            writePost = new WritePost(ports.posts(), clock, revocations);
            likePost = new LikePost(ports.likes(), clock, revocations);
            viewFeed = new ViewFeed(ports.feed());
            delivery = ports.projectionDelivery();
            storage.storedBlog().serving();
            delivery.start(new Projections(ports.users(), ports.authorNames(), ports.userPosts(), ports.feed()));
        } catch (RuntimeException e) {
            storage.close();
            throw e;
        }
    }

    /** Each container's physical partitions, by name. */
    Map<String, Integer> physicalPartitions() {
        return storage.physicalPartitions();
    }

    /** Each container's RU/s, as the account says (a throughput read or two each). */
    Map<String, OptionalInt> throughput() {
        return storage.throughput();
    }

    User register(String name) {
        return registerUser.register(Username.given(name)).user();
    }

    /** C2, as {@code author}. */
    Post write(User author, int number) {
        return writePost.write(Actor.atAnUnknownTime(author), Title.given("Ceiling post " + number), PostContent.given(TEXT),
                Optional.empty());
    }

    /** C4, as {@code liker}. */
    void like(User liker, PostId post) {
        likePost.like(Actor.atAnUnknownTime(liker), post);
    }

    /** Q6: the front page, as the service reads it. */
    List<PostSummary> frontPage() {
        return viewFeed.latest(FeedView.CAPACITY);
    }

    boolean awaitProjections(Duration timeout) {
        return delivery.awaitCaughtUp(timeout);
    }

    /** What the SDK sent so far, by container: requests answered 429 (each retry counts) and the RU charged. */
    Map<String, ContainerUse> use() {
        Map<String, ContainerUse> use = new HashMap<>();
        for (Meter meter : sdk.getMeters()) {
            String name = meter.getId().getName();
            String container = meter.getId().getTag("Container");
            if (!name.startsWith("cosmos.client.req.") || container == null) {
                continue;
            }
            container = container.substring(container.lastIndexOf('/') + 1);
            if (name.endsWith(".requests") && meter instanceof Counter counter
                    && String.valueOf(meter.getId().getTag("RequestStatusCode")).startsWith("429")) {
                use.merge(container, new ContainerUse((long) counter.count(), 0), ContainerUse::plus);
            } else if (name.endsWith(".RUs") && meter instanceof DistributionSummary charged) {
                use.merge(container, new ContainerUse(0, charged.totalAmount()), ContainerUse::plus);
            }
        }
        return use;
    }

    @Override
    public void close() {
        try {
            delivery.stop(Duration.ofSeconds(10));
        } finally {
            storage.close();
        }
    }

    /** A container's requests answered 429, and the RU it charged. */
    record ContainerUse(long throttled, double requestCharge) {

        ContainerUse plus(ContainerUse other) {
            return new ContainerUse(throttled + other.throttled, requestCharge + other.requestCharge);
        }

        ContainerUse minus(ContainerUse before) {
            return new ContainerUse(throttled - before.throttled, requestCharge - before.requestCharge);
        }
    }
}
