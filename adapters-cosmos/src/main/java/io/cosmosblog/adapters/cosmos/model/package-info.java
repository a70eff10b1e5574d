/**
 * What a data model on Cosmos DB is ({@link io.cosmosblog.adapters.cosmos.model.CosmosModel}: its
 * containers, scripts and ports), its containers as they are opened
 * ({@link io.cosmosblog.adapters.cosmos.model.ModelContainers}), and the parts all three models
 * build their ports from: users ({@link io.cosmosblog.adapters.cosmos.model.CosmosUsers}), parked
 * changes ({@link io.cosmosblog.adapters.cosmos.model.CosmosParkedChanges}), health
 * ({@link io.cosmosblog.adapters.cosmos.model.CosmosHealth}), the post items' queries and patches
 * ({@link io.cosmosblog.adapters.cosmos.model.PostQueries}), a post's removal, comments and likes
 * ({@link io.cosmosblog.adapters.cosmos.model.CosmosReactions}, which V1's reactions extend) and the entity items' create and point read
 * ({@link io.cosmosblog.adapters.cosmos.model.EntityItemPort}). Each maps between domain objects
 * and items and leaves every call to the container's gateway. What only some models do is in their
 * own packages: {@code v1}, {@code v2}, {@code v3}, {@code denormalized} (V2 and V3), {@code query}
 * (V1's and V2's views); none of them is imported here.
 */
package io.cosmosblog.adapters.cosmos.model;
