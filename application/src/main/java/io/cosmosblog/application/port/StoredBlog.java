package io.cosmosblog.application.port;

import java.util.Optional;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * The store's {@link BlogIdentity}: which blog it holds and what the last copy into it left. A
 * copy reads its source's without making one (a source is only read) and its target's before it
 * deletes or overwrites anything there; the service marks a copied store as served when it starts.
 * One small item, written at a start and around a copy, never on a user's write. Every change is a
 * compare-and-set ({@link #replace}), so that a mark one writer sets is never lost to another's
 * change made from what it had read before.
 */
public interface StoredBlog {

    /** The identity stored, if any: a store opened only for reading may never have had one made. */
    Optional<BlogIdentity> read();

    /** The identity stored, made and stored first when there is none. */
    BlogIdentity claim();

    /**
     * Stores {@code changed} in place of {@code expected} if that is still the identity stored, in
     * one atomic step; false, with nothing written, when another writer changed it meanwhile. The
     * blog stays the one stored: {@code changed} must name the same.
     */
    boolean replace(BlogIdentity expected, BlogIdentity changed);

    /** The identity changed by {@code change}, applied again to what is stored until no other writer came first. */
    default BlogIdentity update(UnaryOperator<BlogIdentity> change) {
        while (true) {
            BlogIdentity stored = claim();
            BlogIdentity changed = change.apply(stored);
            if (changed.equals(stored) || replace(stored, changed)) {
                return changed;
            }
        }
    }

    /** At a start: the store's identity made if missing, and a copied store marked as served. */
    default void serving() {
        update(identity -> identity.ownWrites() ? identity : identity.served());
    }

    /** The identity of a store opened only to be read, as {@code read} reads it: making or changing one is refused. */
    static StoredBlog readOnly(Supplier<Optional<BlogIdentity>> read) {
        return new StoredBlog() {
            @Override
            public Optional<BlogIdentity> read() {
                return read.get();
            }

            @Override
            public BlogIdentity claim() {
                throw refused();
            }

            @Override
            public boolean replace(BlogIdentity expected, BlogIdentity changed) {
                throw refused();
            }

            private IllegalStateException refused() {
                return new IllegalStateException("the store was opened only to be read: its blog id is not made or changed");
            }
        };
    }
}
