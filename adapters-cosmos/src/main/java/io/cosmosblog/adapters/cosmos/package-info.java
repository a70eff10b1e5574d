/**
 * Every storage port on Azure Cosmos DB, in the article's V3 model: {@link
 * io.cosmosblog.adapters.cosmos.CosmosStorage} and its {@link io.cosmosblog.adapters.cosmos.CosmosSettings}
 * are the entry point; the subpackages are its parts.
 */
package io.cosmosblog.adapters.cosmos;
