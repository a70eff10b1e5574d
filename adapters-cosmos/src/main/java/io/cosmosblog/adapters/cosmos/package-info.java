/**
 * Every storage port on Azure Cosmos DB, in any of the article's three models (V1, V2, V3): {@link
 * io.cosmosblog.adapters.cosmos.CosmosStorage} and its {@link io.cosmosblog.adapters.cosmos.CosmosSettings}
 * are the entry point; the subpackages are its parts.
 */
package io.cosmosblog.adapters.cosmos;
