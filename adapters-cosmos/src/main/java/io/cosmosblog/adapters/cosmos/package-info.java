/**
 * Every storage port on Azure Cosmos DB, in any of the article's three models (V1, V2, V3): {@link
 * io.cosmosblog.adapters.cosmos.CosmosStorage} and its {@link io.cosmosblog.adapters.cosmos.CosmosSettings}
 * are the entry point, {@code DataModels.open} picks the model's factory ({@code v1.V1Ports},
 * {@code v2.V2Ports}, {@code v3.V3Ports}); the subpackages are its parts, the model packages
 * ({@code v1}, {@code v2}, {@code v3}, and {@code denormalized}, {@code query} for what some of
 * them share) depending on the shared ones ({@code ports} and below), never the reverse.
 */
package io.cosmosblog.adapters.cosmos;
