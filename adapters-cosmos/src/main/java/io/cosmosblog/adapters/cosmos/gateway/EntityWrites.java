package io.cosmosblog.adapters.cosmos.gateway;

/**
 * Told of every entity item (a user, a post) a gateway wrote: its partition ({@code users/<id>}) and
 * new revision, which the change feed now owes a projection of.
 */
@FunctionalInterface
public interface EntityWrites {

    void written(String partition, long revision);
}
