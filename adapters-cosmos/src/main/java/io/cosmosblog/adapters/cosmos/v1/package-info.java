/**
 * The V1 model, normalized: users and posts stored once, nothing copied, so nothing projected.
 * Its posts and reactions carry no author name and no counts; each read looks them up
 * ({@link io.cosmosblog.adapters.cosmos.v1.CosmosAuthorsAndCounts}). Its views are the queries of the
 * {@code query} package; {@link io.cosmosblog.adapters.cosmos.v1.CosmosV1Model} declares its containers and puts it together.
 */
package io.cosmosblog.adapters.cosmos.v1;
