package io.cosmosblog.adapters.inmemory.container;

import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.PostId;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The latest {@value #KEPT} deletes of the whole store (as Cosmos DB keeps a deleted post's
 * remains for days): what a parked removal is projected again from, and what refuses a post
 * retried after its delete. Kept in memory only: a local store's start rebuilds the views from
 * the posts, so a removal parked before a restart needs none. About 150 bytes each, 1.5 MB at
 * most. (Each V3 list keeps its own, smaller, {@code BuriedPosts}, to refuse late copies.)
 */
final class DeletedPostRemains {

    static final int KEPT = 10_000;

    private final Map<PostId, DeletedPost> latest = new LinkedHashMap<>(16, 0.75f, false) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<PostId, DeletedPost> eldest) {
            return size() > KEPT;
        }
    };

    synchronized void add(DeletedPost post) {
        latest.put(post.id(), post);
    }

    synchronized Optional<DeletedPost> of(PostId id) {
        return Optional.ofNullable(latest.get(id));
    }
}
