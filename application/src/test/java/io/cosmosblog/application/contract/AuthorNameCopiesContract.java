package io.cosmosblog.application.contract;

import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.Username;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

public abstract class AuthorNameCopiesContract extends ContractTest {

    private final User ada = Samples.user("ada");
    private final User bob = Samples.user("bob");
    private final Username newName = new Username("Ada L.");
    private final User renamed = ada.renamedTo(newName);

    @Test
    void a_rewrite_renames_the_users_posts_comments_and_likes_and_nobody_elses() {
        Post adasPost = add(Samples.post(ada, "Ada's"));
        Post bobsPost = add(Samples.post(bob, "Bob's"));
        ports.comments().add(Samples.comment(bobsPost, ada, "from ada"));
        ports.comments().add(Samples.comment(bobsPost, bob, "from bob"));
        ports.likes().add(Samples.like(bobsPost, ada));
        ports.likes().add(Samples.like(adasPost, bob));

        ports.authorNames().rewrite(renamed);

        assertThat(ports.posts().find(adasPost.id()).orElseThrow().userUsername()).isEqualTo(newName);
        assertThat(ports.posts().find(bobsPost.id()).orElseThrow().userUsername()).isEqualTo(bob.username());
        assertThat(ports.comments().on(bobsPost.id(), PageRequest.first(10)).items())
                .extracting(Comment::userUsername).containsExactly(newName, bob.username());
        assertThat(ports.likes().on(bobsPost.id(), PageRequest.first(10)).items())
                .extracting(Like::userUsername).containsExactly(newName);
        assertThat(ports.likes().on(adasPost.id(), PageRequest.first(10)).items())
                .extracting(Like::userUsername).containsExactly(bob.username());
    }

    @Test
    void a_rewrite_keeps_counters_and_a_second_one_changes_nothing() {
        Post post = add(Samples.post(ada, "Ada's"));
        ports.comments().add(Samples.comment(post, bob, "hi"));
        ports.likes().add(Samples.like(post, bob));

        ports.authorNames().rewrite(renamed);
        Post once = ports.posts().find(post.id()).orElseThrow();
        ports.authorNames().rewrite(renamed);

        assertThat(ports.posts().find(post.id())).contains(once);
        assertThat(once.commentCount()).isEqualTo(1);
        assertThat(once.likeCount()).isEqualTo(1);
        assertThat(once.revision()).isGreaterThan(post.revision());
    }

    /**
     * A rename replayed from the parked changes, redelivered after a lease was taken over, or
     * simply slower than the next one must not put an older name back.
     */
    @Test
    void a_rename_delivered_late_never_writes_an_older_name_over_a_newer_one() {
        Post adasPost = add(Samples.post(ada, "Ada's"));
        Post bobsPost = add(Samples.post(bob, "Bob's"));
        ports.comments().add(Samples.comment(bobsPost, ada, "from ada"));
        ports.likes().add(Samples.like(bobsPost, ada));
        User renamedAgain = renamed.renamedTo(new Username("Ada Lovelace"));

        ports.authorNames().rewrite(renamedAgain);
        Post newest = ports.posts().find(adasPost.id()).orElseThrow();
        ports.authorNames().rewrite(renamed);

        assertThat(ports.posts().find(adasPost.id())).contains(newest);
        assertThat(newest.userUsername()).isEqualTo(renamedAgain.username());
        assertThat(newest.userRevision()).isEqualTo(renamedAgain.revision());
        assertThat(ports.comments().on(bobsPost.id(), PageRequest.first(10)).items())
                .extracting(Comment::userUsername, Comment::userRevision)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(renamedAgain.username(), renamedAgain.revision()));
        assertThat(ports.likes().on(bobsPost.id(), PageRequest.first(10)).items())
                .extracting(Like::userUsername).containsExactly(renamedAgain.username());
    }

    @Test
    void copies_that_kept_no_revision_count_as_the_oldest() {
        Post bobsPost = add(Samples.post(bob, "Bob's"));
        Comment unrevised = new Comment(io.cosmosblog.domain.post.CommentId.generate(), bobsPost.id(), ada.id(),
                ada.username(), 0, new io.cosmosblog.domain.post.CommentContent("stored long ago"), Samples.nextInstant());
        ports.comments().add(unrevised);

        ports.authorNames().rewrite(renamed);

        assertThat(ports.comments().on(bobsPost.id(), PageRequest.first(10)).items())
                .extracting(Comment::userUsername).containsExactly(newName);
    }

    @Test
    void a_user_with_nothing_written_is_a_no_op() {
        ports.authorNames().rewrite(renamed);

        assertThat(ports.posts().find(Samples.post(ada, "x").id())).isEmpty();
    }

    private Post add(Post post) {
        ports.posts().add(post);
        return post;
    }
}
