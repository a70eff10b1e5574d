package io.cosmosblog.adapters.inmemory.container;

import io.cosmosblog.application.port.plumbing.ContinuationScope;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostSummary;
import java.time.Instant;

/**
 * Where a post stands in a list of posts: newest first, ties broken by id. A page of such a list
 * continues after the last post shown, so posts written meanwhile shift nothing.
 */
public record PostPosition(Instant creationDate, String postId) implements Comparable<PostPosition> {

    public static PostPosition of(PostSummary summary) {
        return new PostPosition(summary.creationDate(), summary.postId().value());
    }

    public static PostPosition of(Post post) {
        return new PostPosition(post.creationDate(), post.id().value());
    }

    /** The position read back from what {@link #handedOut()} gave; refused as a continuation when it is not one. */
    public static PostPosition handedBack(String handedOut) {
        int bar = handedOut.indexOf('|');
        if (bar > 0 && bar < handedOut.length() - 1) {
            try {
                return new PostPosition(Instant.parse(handedOut.substring(0, bar)), handedOut.substring(bar + 1));
            } catch (RuntimeException ignored) {
                // refused below
            }
        }
        throw ContinuationScope.refused();
    }

    /** The position as a list's continuation carries it. */
    public String handedOut() {
        return creationDate + "|" + postId;
    }

    @Override
    public int compareTo(PostPosition other) {
        int byDate = other.creationDate.compareTo(creationDate);
        return byDate != 0 ? byDate : postId.compareTo(other.postId);
    }
}
