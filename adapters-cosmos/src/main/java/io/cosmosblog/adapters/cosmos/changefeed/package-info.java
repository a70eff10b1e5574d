/**
 * The change feed processors that deliver changed users and posts to the projections, and the
 * bookkeeping that tells when they have caught up.
 */
package io.cosmosblog.adapters.cosmos.changefeed;
