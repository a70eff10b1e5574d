/**
 * Copies of the feed kept in each instance's memory from the feed container's change feed, so
 * the front page is read without a store operation.
 */
package io.cosmosblog.adapters.cosmos.mirror;
