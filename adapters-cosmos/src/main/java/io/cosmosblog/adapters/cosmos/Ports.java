package io.cosmosblog.adapters.cosmos;

import java.util.List;

/** The adapter's ports wired to one database, sharing the meter and the record of unprojected writes. */
record Ports(CosmosUsers users, CosmosPosts posts, CosmosComments comments, CosmosLikes likes,
        CosmosUserPostsView userPosts, CosmosFeedView feed, CosmosAuthorNameCopies authorNames,
        CosmosProjectionDelivery projectionDelivery, CosmosHealth health) {

    static Ports wire(Containers containers, CosmosSettings settings, Metered metered) {
        Unprojected unprojected = new Unprojected();
        PartitionPager pager = new PartitionPager(metered);
        PostScripts scripts = new PostScripts(containers.posts(), metered, unprojected);
        SummaryCopies userPostCopies = new SummaryCopies(containers.users(), metered, List.of());
        SummaryCopies feedCopies = new SummaryCopies(containers.feed(), metered, List.of(Scripts.TRUNCATE_FEED));
        return new Ports(
                new CosmosUsers(containers.users(), metered, unprojected),
                new CosmosPosts(containers.posts(), metered, unprojected),
                new CosmosComments(containers.posts(), scripts, pager),
                new CosmosLikes(containers.posts(), scripts, pager, metered),
                new CosmosUserPostsView(containers.users(), pager, userPostCopies),
                new CosmosFeedView(containers.feed(), pager, feedCopies),
                new CosmosAuthorNameCopies(containers.posts(), metered, scripts),
                new CosmosProjectionDelivery(containers, settings, unprojected, metered),
                new CosmosHealth(containers));
    }
}
