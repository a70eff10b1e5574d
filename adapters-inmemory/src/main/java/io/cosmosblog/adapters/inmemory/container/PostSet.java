package io.cosmosblog.adapters.inmemory.container;

import io.cosmosblog.domain.post.PostId;
import java.util.ArrayList;
import java.util.List;

/**
 * A set of posts, by the posts' own ids: open addressing over references, kept at most three
 * quarters full, so a post costs 5 to 11 bytes here (a reference is 4) and no object. Held per
 * user by the {@link NameIndex}, so its lock is shared only by one user's writes.
 */
final class PostSet {

    private PostId[] slots = new PostId[2];
    private int size;

    /** Adds {@code post} unless it is there already. */
    synchronized void add(PostId post) {
        int mask = slots.length - 1;
        for (int i = spread(post.hashCode()) & mask; slots[i] != null; i = (i + 1) & mask) {
            if (slots[i].equals(post)) {
                return;
            }
        }
        if ((size + 1) * 4 > slots.length * 3) {
            PostId[] old = slots;
            slots = new PostId[old.length * 2];
            for (PostId kept : old) {
                if (kept != null) {
                    place(kept);
                }
            }
        }
        place(post);
        size++;
    }

    /** Every post in it now; later additions are not in the list. */
    synchronized List<PostId> toList() {
        List<PostId> posts = new ArrayList<>(size);
        for (PostId post : slots) {
            if (post != null) {
                posts.add(post);
            }
        }
        return posts;
    }

    private void place(PostId post) {
        int mask = slots.length - 1;
        int i = spread(post.hashCode()) & mask;
        while (slots[i] != null) {
            i = (i + 1) & mask;
        }
        slots[i] = post;
    }

    private static int spread(int hash) {
        return hash ^ (hash >>> 16);
    }
}
