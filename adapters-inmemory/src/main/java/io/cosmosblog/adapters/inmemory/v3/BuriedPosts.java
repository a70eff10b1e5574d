package io.cosmosblog.adapters.inmemory.v3;

import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.PostSummary;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The last deletes a list of copies saw, so that a copy of an older revision of a deleted post,
 * arriving late, is refused rather than brought back. The views cannot ask the posts instead:
 * they take copies of posts they never see stored. A late copy comes only from a read made
 * before the delete (a rebuild's scan, a replay), so it trails the delete by the time of one read;
 * remembering the last {@value #REMEMBERED} deletes of the list covers that many deletes in that
 * time, at a few hundred bytes each, held only by a list that saw a delete. Used under its
 * list's lock.
 */
final class BuriedPosts {

    static final int REMEMBERED = 1_000;

    private final Map<PostId, DeletedPost> deletes = new LinkedHashMap<>(16, 0.75f, false) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<PostId, DeletedPost> eldest) {
            return size() > REMEMBERED;
        }
    };

    void remember(DeletedPost post) {
        deletes.merge(post.id(), post, (before, after) -> after.revision() >= before.revision() ? after : before);
    }

    /** Whether {@code copy} is of a post deleted since that revision. */
    boolean buries(PostSummary copy) {
        DeletedPost deleted = deletes.get(copy.postId());
        return deleted != null && deleted.supersedes(copy);
    }
}
