/**
 * The storage ports every data model shares on Cosmos DB (users, posts and reactions as V2 and V3
 * store them, author name copies, parked changes, health): each maps between domain objects and
 * items and leaves every call to the container's gateway. What only one model does is in its own
 * package: {@code v1}, {@code query} (V1's and V2's views), {@code v3} (the stored views).
 */
package io.cosmosblog.adapters.cosmos.ports;
