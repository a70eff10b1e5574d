package io.cosmosblog.adapters.cosmos;

import com.azure.cosmos.ConsistencyLevel;
import com.azure.cosmos.CosmosAsyncClient;
import com.azure.cosmos.CosmosClientBuilder;
import com.azure.cosmos.ThrottlingRetryOptions;
import io.cosmosblog.application.comments.Comments;
import io.cosmosblog.application.feed.FeedView;
import io.cosmosblog.application.health.StorageHealth;
import io.cosmosblog.application.likes.Likes;
import io.cosmosblog.application.metering.StoreMeter;
import io.cosmosblog.application.posts.Posts;
import io.cosmosblog.application.posts.UserPostsView;
import io.cosmosblog.application.projection.AuthorNameCopies;
import io.cosmosblog.application.projection.ProjectionDelivery;
import io.cosmosblog.application.storage.BlogStorage;
import io.cosmosblog.application.users.Users;
import java.time.Duration;

/**
 * Every storage port on Azure Cosmos DB, in the article's V3 model. Creating it creates what is
 * missing (database, containers, scripts); closing it stops the projections and the client.
 */
public final class CosmosStorage implements BlogStorage {

    private final CosmosAsyncClient client;
    private final Ports ports;

    public CosmosStorage(CosmosSettings settings, StoreMeter meter) {
        this.client = client(settings);
        try {
            Containers containers = Containers.ensure(client, settings.database());
            Scripts.register(containers);
            this.ports = Ports.wire(containers, settings, new Metered(meter));
        } catch (RuntimeException e) {
            client.close();
            throw e;
        }
    }

    private static CosmosAsyncClient client(CosmosSettings settings) {
        CosmosClientBuilder builder = new CosmosClientBuilder()
                .endpoint(settings.endpoint())
                .key(settings.key())
                .consistencyLevel(ConsistencyLevel.SESSION)
                .endpointDiscoveryEnabled(settings.endpointDiscovery())
                // The change feed processors' lease client needs written items back (it checks).
                .contentResponseOnWriteEnabled(true)
                // 429s and transient failures are retried by the SDK, waiting as the service asks.
                .throttlingRetryOptions(new ThrottlingRetryOptions()
                        .setMaxRetryAttemptsOnThrottledRequests(9)
                        .setMaxRetryWaitTime(Duration.ofSeconds(30)));
        return (settings.gatewayMode() ? builder.gatewayMode() : builder.directMode()).buildAsyncClient();
    }

    @Override
    public Users users() {
        return ports.users();
    }

    @Override
    public Posts posts() {
        return ports.posts();
    }

    @Override
    public Comments comments() {
        return ports.comments();
    }

    @Override
    public Likes likes() {
        return ports.likes();
    }

    @Override
    public UserPostsView userPosts() {
        return ports.userPosts();
    }

    @Override
    public FeedView feed() {
        return ports.feed();
    }

    @Override
    public AuthorNameCopies authorNames() {
        return ports.authorNames();
    }

    @Override
    public ProjectionDelivery projectionDelivery() {
        return ports.projectionDelivery();
    }

    @Override
    public StorageHealth health() {
        return ports.health();
    }

    @Override
    public void close() {
        try {
            ports.projectionDelivery().stop(Duration.ofSeconds(10));
        } finally {
            client.close();
        }
    }
}
