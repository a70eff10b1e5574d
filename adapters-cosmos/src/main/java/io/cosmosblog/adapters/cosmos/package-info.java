/**
 * Every storage port on Azure Cosmos DB, in any of the article's three models (V1, V2, V3): {@link
 * io.cosmosblog.adapters.cosmos.CosmosStorage} and its {@link io.cosmosblog.adapters.cosmos.CosmosSettings}
 * are the entry point, and {@code CosmosStorage.model} picks the model, one class each
 * ({@code v1.CosmosV1Model}, {@code v2.CosmosV2Model}, {@code v3.CosmosV3Model}) that declares its
 * containers and scripts and builds its ports. The model packages ({@code v1}, {@code v2},
 * {@code v3}, and {@code denormalized}, {@code query} for what some of them share) build on the
 * shared ones ({@code model}, {@code changefeed}, {@code items}, {@code gateway}), never the reverse.
 */
package io.cosmosblog.adapters.cosmos;
