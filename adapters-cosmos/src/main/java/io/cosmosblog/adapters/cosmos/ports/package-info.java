/**
 * The application's storage ports on Cosmos DB: each maps between domain objects and items and
 * leaves every call to the container's gateway.
 */
package io.cosmosblog.adapters.cosmos.ports;
