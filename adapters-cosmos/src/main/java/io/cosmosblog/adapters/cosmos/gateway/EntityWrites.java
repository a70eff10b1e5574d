package io.cosmosblog.adapters.cosmos.gateway;

/**
 * Told of every entity item (a user, a post) a gateway wrote: its partition ({@code users/<id>}),
 * new revision, which the change feed now owes a projection of, and when the write was sent
 * ({@link System#nanoTime}); and of every entity item deleted, whose unread writes the change feed
 * will never deliver (it shows no deletes). A write and a delete of one item on two threads may be
 * told in either order, whatever order the store applied them in.
 */
@FunctionalInterface
public interface EntityWrites {

    void written(String partition, long revision, long sentNanos);

    /** Nothing to forget for a listener that keeps no account of what is owed. */
    default void deleted(String partition) {
    }
}
