/**
 * The V2 model ({@link io.cosmosblog.adapters.cosmos.v2.CosmosV2Model}): {@code denormalized}'s
 * posts, which carry their author's name and counts, with the {@code query} package's views read
 * as stored and nothing copied beyond the posts.
 */
package io.cosmosblog.adapters.cosmos.v2;
