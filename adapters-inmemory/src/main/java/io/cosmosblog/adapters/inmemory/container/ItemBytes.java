package io.cosmosblog.adapters.inmemory.container;

import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.user.User;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * About how many bytes an item would take as the JSON Cosmos DB stores (its texts, its other
 * fields' names and values, and the system properties the service adds), what the modelled charge
 * grows with. An estimate: the charges only change past 1 KB, where a post's content decides.
 */
public final class ItemBytes {

    /** {@code _rid}, {@code _self}, {@code _etag}, {@code _attachments}, {@code _ts}. */
    static final int SYSTEM_PROPERTIES = 190;
    /** An id, a revision, a count or a date with its name, quotes and comma. */
    private static final int FIELD = 28;

    private ItemBytes() {
    }

    /** The item a store holds or answers; 0 for anything that is not one (a count, nothing found). */
    public static long of(Object item) {
        if (item instanceof Optional<?> found) {
            return found.map(ItemBytes::of).orElse(0L);
        }
        if (item instanceof Post post) {
            return item(9, post.userUsername().value(), post.title().value(), post.content().value());
        }
        if (item instanceof PostPartition partition) {
            return of(partition.post());
        }
        if (item instanceof PostSummary summary) {
            return item(9, summary.userUsername().value(), summary.title().value(), summary.content());
        }
        if (item instanceof Comment comment) {
            return item(7, comment.userUsername().value(), comment.content().value());
        }
        if (item instanceof Like like) {
            return item(7, like.userUsername().value());
        }
        if (item instanceof User user) {
            return item(6, user.username().value(), user.tokenHash().value());
        }
        return 0;
    }

    private static long item(int fields, String... texts) {
        long bytes = SYSTEM_PROPERTIES + (long) fields * FIELD;
        for (String text : texts) {
            bytes += text.getBytes(StandardCharsets.UTF_8).length + 16;
        }
        return bytes;
    }
}
