package io.cosmosblog.application.comments;

import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.failure.NotAllowedException;
import io.cosmosblog.application.failure.NotFoundException;
import io.cosmosblog.application.fakes.FakePosts;
import io.cosmosblog.application.fakes.FakeReactions;
import io.cosmosblog.application.fakes.ManualClock;
import io.cosmosblog.application.users.Actor;
import io.cosmosblog.application.users.Revocations;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.CommentContent;
import io.cosmosblog.domain.post.CommentId;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.User;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class DeleteCommentTest {

    private final FakePosts posts = new FakePosts();
    private final FakeReactions.FakeComments comments = new FakeReactions.FakeComments();
    private final CommentOnPost commentOnPost = new CommentOnPost(comments, new ManualClock(Instant.parse("2026-12-01T10:00:00Z")), Revocations.unchecked());
    private final DeleteComment deleteComment = new DeleteComment(comments, posts, Revocations.unchecked());
    private final User author = Samples.user("author");
    private final User reader = Samples.user("reader");
    private final User stranger = Samples.user("stranger");
    private final PostId post = storedPost();

    @Test
    void the_comments_author_deletes_it() {
        Comment comment = say(reader, "typo");
        Comment kept = say(stranger, "kept");

        deleteComment.delete(Actor.atAnUnknownTime(reader), post, comment.id());

        assertThat(comments.storedOn(post)).containsExactly(kept);
    }

    @Test
    void the_posts_author_deletes_any_comment_on_it() {
        Comment comment = say(reader, "spam");

        deleteComment.delete(Actor.atAnUnknownTime(author), post, comment.id());

        assertThat(comments.storedOn(post)).isEmpty();
    }

    @Test
    void anybody_else_is_refused_and_nothing_changes() {
        Comment comment = say(reader, "mine");

        assertThatThrownBy(() -> deleteComment.delete(Actor.atAnUnknownTime(stranger), post, comment.id())).isInstanceOf(NotAllowedException.class);

        assertThat(comments.storedOn(post)).containsExactly(comment);
    }

    @Test
    void a_comment_deleted_already_or_never_written_is_not_found() {
        Comment comment = say(reader, "once");
        deleteComment.delete(Actor.atAnUnknownTime(reader), post, comment.id());

        assertThatThrownBy(() -> deleteComment.delete(Actor.atAnUnknownTime(reader), post, comment.id()))
                .isInstanceOf(NotFoundException.class).hasMessageContaining("comment");
        assertThatThrownBy(() -> deleteComment.delete(Actor.atAnUnknownTime(reader), post, CommentId.generate()))
                .isInstanceOf(NotFoundException.class).hasMessageContaining("comment");
        assertThatThrownBy(() -> deleteComment.delete(Actor.atAnUnknownTime(reader), PostId.generate(), comment.id()))
                .isInstanceOf(NotFoundException.class);
    }

    private Comment say(User user, String text) {
        return commentOnPost.comment(Actor.atAnUnknownTime(user), post, new CommentContent(text), Optional.empty());
    }

    private PostId storedPost() {
        Post stored = Samples.post(author, "Post");
        posts.add(stored);
        return comments.knows(stored.id());
    }
}
