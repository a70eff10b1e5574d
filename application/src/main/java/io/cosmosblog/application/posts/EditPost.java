package io.cosmosblog.application.posts;

import io.cosmosblog.application.users.Actor;
import io.cosmosblog.application.users.Revocations;
import io.cosmosblog.application.failure.NotAllowedException;
import io.cosmosblog.application.failure.NotFoundException;
import io.cosmosblog.application.port.ChangedMeanwhileException;
import io.cosmosblog.application.port.Posts;
import io.cosmosblog.application.revisions.SeenRevisions;
import io.cosmosblog.application.revisions.StaleRevisionException;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.user.User;

/** C2 (edit): only the author may change a post's title and content. */
public final class EditPost {

    private final Posts posts;
    private final Revocations revocations;

    public EditPost(Posts posts, Revocations revocations) {
        this.posts = posts;
        this.revocations = revocations;
    }

    /**
     * Made only while the post is at a revision its editor saw ({@link StaleRevisionException}
     * otherwise, with nothing written; {@link SeenRevisions#ANY}: any). The store checks again as it
     * writes: another edit landing between this check and the write sends the check round once more.
     */
    public Post edit(Actor acting, PostId id, Title title, PostContent content, SeenRevisions seen) {
        User actor = acting.user();
        Post post = posts.find(id).orElseThrow(() -> new NotFoundException("post", id));
        if (!post.isWrittenBy(actor.id())) {
            throw new NotAllowedException("only the author may edit a post");
        }
        if (seen.any()) {
            return revocations.commit(acting, () -> posts.edit(id, title, content)).orElseThrow(() -> new NotFoundException("post", id));
        }
        while (true) {
            if (!seen.admits(post.revision())) {
                throw new StaleRevisionException("post", post.revision());
            }
            try {
                long seenRevision = post.revision();
                return revocations.commit(acting, () -> posts.editIfUnchanged(id, seenRevision, title, content))
                        .orElseThrow(() -> new NotFoundException("post", id));
            } catch (ChangedMeanwhileException meanwhile) {
                post = posts.find(id).orElseThrow(() -> new NotFoundException("post", id));
            }
        }
    }
}
