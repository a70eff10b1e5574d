/**
 * The V2 model's factory: {@code denormalized}'s posts, which carry their author's name and counts,
 * with the {@code query} package's views read as stored and nothing copied beyond the posts.
 */
package io.cosmosblog.adapters.cosmos.v2;
