/**
 * V3's feed, also kept in each instance's memory from the feed container's change feed, so the
 * front page is read without a store operation.
 */
package io.cosmosblog.adapters.cosmos.v3.mirror;
