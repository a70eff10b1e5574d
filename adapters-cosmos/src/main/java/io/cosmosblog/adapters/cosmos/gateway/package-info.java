/**
 * The only code that calls Cosmos DB's data operations on a container: one {@link
 * io.cosmosblog.adapters.cosmos.gateway.ContainerGateway} per container, metered, with failures
 * classified once and session tokens kept.
 */
package io.cosmosblog.adapters.cosmos.gateway;
