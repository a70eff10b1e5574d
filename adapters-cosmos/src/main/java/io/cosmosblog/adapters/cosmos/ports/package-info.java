/**
 * What every data model on Cosmos DB uses: the factory interface ({@link
 * io.cosmosblog.adapters.cosmos.ports.ModelPorts}, which {@code DataModels.open} picks per model),
 * the containers' gateways as the factories open them ({@link io.cosmosblog.adapters.cosmos.ports.Gateways}),
 * and the ports all three models share: users ({@link io.cosmosblog.adapters.cosmos.ports.CosmosUsers}),
 * parked changes ({@link io.cosmosblog.adapters.cosmos.ports.CosmosParkedChanges}), health
 * ({@link io.cosmosblog.adapters.cosmos.ports.CosmosHealth}), the post items' queries and patches
 * ({@link io.cosmosblog.adapters.cosmos.ports.PostQueries}) and the head items' create and point read
 * ({@link io.cosmosblog.adapters.cosmos.ports.HeadItemPort}). Each maps between domain objects and
 * items and leaves every call to the container's gateway. What only some models do is in their own
 * packages: {@code v1}, {@code v2}, {@code v3}, {@code denormalized} (V2 and V3), {@code query} (V1's
 * and V2's views); none of them is imported here.
 */
package io.cosmosblog.adapters.cosmos.ports;
