package io.cosmosblog.application.port;

import java.util.Objects;
import java.util.Optional;

/**
 * Which blog a store holds ({@code blog}, made at its first start), and what the last copy into it
 * left: the blog it was copied from, whether that copy finished, and whether the store may hold
 * writes that blog never had (it was served since, or held a blog of its own when copied into).
 * A store only a copy wrote may be made its source's again, deletes included; any other is not,
 * unless the operator says to replace it.
 */
public record BlogIdentity(String blog, Optional<String> copiedFrom, boolean copyFinished, boolean ownWrites) {

    private static final int LONGEST = 300;

    public BlogIdentity {
        checked("blog", blog);
        Objects.requireNonNull(copiedFrom, "copiedFrom");
        copiedFrom.ifPresent(from -> checked("copiedFrom", from));
    }

    /** A blog nothing was copied into: everything in it was written there. */
    public static BlogIdentity made(String blog) {
        return new BlogIdentity(blog, Optional.empty(), false, true);
    }

    /** Whether everything in the store came from {@code source} by copies: a copy from it may delete what it lacks. */
    public boolean onlyCopiedFrom(String source) {
        return copiedFrom.filter(source::equals).isPresent() && !ownWrites;
    }

    /** A copy from {@code source} begins; {@code ownWrites} when the store keeps writes of its own through it. */
    public BlogIdentity copyBegins(String source, boolean keepsOwnWrites) {
        return new BlogIdentity(blog, Optional.of(source), false, keepsOwnWrites);
    }

    public BlogIdentity finished() {
        return new BlogIdentity(blog, copiedFrom, true, ownWrites);
    }

    /** Served: from now on the store may hold writes its source never had. */
    public BlogIdentity served() {
        return new BlogIdentity(blog, copiedFrom, copyFinished, true);
    }

    /** {@code changed}, refused when it names another blog: a store's blog id is made once and kept. */
    public BlogIdentity sameBlog(BlogIdentity changed) {
        if (!blog.equals(changed.blog())) {
            throw new IllegalArgumentException("a store's blog id is not changed: " + blog + ", not " + changed.blog());
        }
        return changed;
    }

    private static void checked(String field, String value) {
        if (value == null || value.isBlank() || value.length() > LONGEST || value.chars().anyMatch(Character::isISOControl)) {
            throw new IllegalArgumentException(field + " must be 1 to " + LONGEST + " printable characters");
        }
    }
}
