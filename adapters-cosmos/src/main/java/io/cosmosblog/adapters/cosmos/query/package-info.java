/**
 * The views of the V1 and V2 models, which store none: a user's posts and the feed are queries
 * across every partition of the posts, each page made posts as the model reads them
 * ({@link io.cosmosblog.adapters.cosmos.query.PostsFromItems}).
 */
package io.cosmosblog.adapters.cosmos.query;
