/**
 * The V4 model: V3 with its feed spread over shards, each a logical partition of {@code v4-feed}
 * whose key was chosen to fall in a physical partition of its own ({@link
 * io.cosmosblog.adapters.cosmos.v4.FeedShardKeys}), so that the feed takes new posts at the
 * throughput of as many physical partitions; the front page merges the shards' newest posts
 * ({@link io.cosmosblog.adapters.cosmos.v4.ShardedFeedView}). A hot post's likes are spread the
 * same way ({@link io.cosmosblog.adapters.cosmos.v4.HotPostLikes}, {@link
 * io.cosmosblog.adapters.cosmos.v4.LikeShards}), and its reads add its shards' counts ({@link
 * io.cosmosblog.adapters.cosmos.v4.ShardedPosts}); a post that draws few likes stays as in V3.
 */
package io.cosmosblog.adapters.cosmos.v4;
