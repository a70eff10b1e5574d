/** Every storage port on Azure Cosmos DB, in the article's V3 model. */
package io.cosmosblog.adapters.cosmos;
