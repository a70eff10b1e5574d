package io.cosmosblog.application.port;

import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.user.UserId;
import java.util.Optional;
import java.util.function.Consumer;

/** The posts themselves, each with its author's name and its counters, read with one point read. */
public interface Posts {

    /** Stores a new post; {@link IdTakenException} when its id is taken. */
    void add(Post post);

    Optional<Post> find(PostId id);

    /**
     * Changes title and content without disturbing the counters that comments and likes bump
     * meanwhile; empty when there is no such post.
     */
    Optional<Post> edit(PostId id, Title title, PostContent content);

    /**
     * As {@link #edit}, only while the post as {@link #find} reads it is at revision {@code seen}:
     * otherwise {@link ChangedMeanwhileException}, and nothing is written. The check and the write
     * are one step against any other edit, so of two edits from one read only one is stored.
     */
    Optional<Post> editIfUnchanged(PostId id, long seen, Title title, PostContent content);

    /**
     * Deletes the post with its comments and likes, and answers what is left to say of it
     * ({@link Post#deleted()}); empty when there is no such post (never written, or deleted
     * already). From the answer on, the post is not found, lists none of its comments or likes,
     * and refuses new ones (NO_SUCH_POST): a comment or like racing the delete goes with it or is
     * refused. The views learn of it from the projections ({@link ChangeProjection#postRemoved}).
     * A store that removes a post in several steps finishes, on a repeat or in its projections,
     * what an interrupted delete began.
     */
    Optional<DeletedPost> remove(PostId id);

    /**
     * What the delete of {@code id} left to say of it ({@link #remove}'s answer), while the store
     * still remembers it (Cosmos DB keeps what a delete leaves for days, memory the latest
     * thousands of deletes); empty for a post that exists, never existed, or was deleted long ago.
     * A parked removal is projected again from it.
     */
    Optional<DeletedPost> deletion(PostId id);

    /**
     * Hands the id of every post {@code author} wrote to {@code visitor}, read from the posts
     * themselves, never from a view that may lag: what an erasure deletes.
     */
    void forEachBy(UserId author, Consumer<PostId> visitor);

    /** How many posts there are: the one count of the whole store, for a rebuild's progress. */
    long count();

    /**
     * Hands every post to {@code visitor}, in no particular order, page by page: the one full scan
     * of the store, for rebuilding the views from the source of truth.
     */
    void forEach(Consumer<Post> visitor);
}
