/**
 * The application's storage ports on Cosmos DB: each maps between domain objects and items and
 * leaves every call to the container's gateway. V3 and V2 share the {@code Cosmos*} classes but
 * for the views; V1's posts and reactions are {@code Normalized*} (names and counts
 * {@code LookedUp} on every read), and V1's and V2's views are {@code Queried*}: queries across
 * the posts' partitions instead of stored copies.
 */
package io.cosmosblog.adapters.cosmos.ports;
