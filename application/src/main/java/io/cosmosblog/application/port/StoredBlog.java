package io.cosmosblog.application.port;

import java.util.Optional;

/**
 * The store's {@link BlogIdentity}: which blog it holds and what the last copy into it left. A
 * copy reads its source's without making one (a source is only read) and its target's before it
 * deletes or overwrites anything there; the service marks a copied store as served when it starts.
 * One small item, written at a start and around a copy, never on a user's write.
 */
public interface StoredBlog {

    /** The identity stored, if any: a store opened only for reading may never have had one made. */
    Optional<BlogIdentity> read();

    /** The identity stored, made and stored first when there is none. */
    BlogIdentity claim();

    /** Stores {@code identity} in place of the one there (its {@link BlogIdentity#blog} unchanged). */
    void save(BlogIdentity identity);

    /** At a start: the store's identity made if missing, and a copied store marked as served. */
    default void serving() {
        BlogIdentity identity = claim();
        if (!identity.ownWrites()) {
            save(identity.served());
        }
    }
}
