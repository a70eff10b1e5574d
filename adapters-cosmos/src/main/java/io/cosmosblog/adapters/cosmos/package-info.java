/**
 * Every storage port on Azure Cosmos DB, in any of the article's three models (V1, V2, V3): {@link
 * io.cosmosblog.adapters.cosmos.CosmosStorage} and its {@link io.cosmosblog.adapters.cosmos.CosmosSettings}
 * are the entry point, {@code ModelPorts} picks the model's factory ({@code V1Ports},
 * {@code V2Ports}, {@code V3Ports}); the subpackages are its parts, the model packages
 * ({@code v1}, {@code query}, {@code v3}) depending on the shared ones, never the reverse.
 */
package io.cosmosblog.adapters.cosmos;
