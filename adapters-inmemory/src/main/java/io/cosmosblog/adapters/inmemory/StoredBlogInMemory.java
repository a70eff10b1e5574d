package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.port.BlogIdentity;
import io.cosmosblog.application.port.StoredBlog;
import io.cosmosblog.domain.shared.Identifier;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

/** The identity of a store in memory: a blog of its own, made when the store is, gone with it. */
final class StoredBlogInMemory implements StoredBlog {

    private final AtomicReference<BlogIdentity> identity = new AtomicReference<>(BlogIdentity.made(Identifier.random()));

    @Override
    public Optional<BlogIdentity> read() {
        return Optional.of(identity.get());
    }

    @Override
    public BlogIdentity claim() {
        return identity.get();
    }

    @Override
    public boolean replace(BlogIdentity expected, BlogIdentity changed) {
        expected.sameBlog(changed);
        BlogIdentity stored = identity.get();
        // Equal in value, not only the same object: a caller may hold a copy of what it read.
        return stored.equals(expected) && identity.compareAndSet(stored, changed);
    }
}
