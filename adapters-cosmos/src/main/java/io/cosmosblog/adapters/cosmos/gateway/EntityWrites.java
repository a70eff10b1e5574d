package io.cosmosblog.adapters.cosmos.gateway;

/**
 * Told of every entity item (a user, a post) a gateway wrote: its partition ({@code users/<id>}) and
 * new revision, which the change feed now owes a projection of; and of every entity item deleted,
 * whose unread writes the change feed will never deliver (it shows no deletes).
 */
@FunctionalInterface
public interface EntityWrites {

    void written(String partition, long revision);

    /** Nothing to forget for a listener that keeps no account of what is owed. */
    default void deleted(String partition) {
    }
}
