package io.cosmosblog.adapters.inmemory.v1;

import io.cosmosblog.adapters.inmemory.InMemoryStorage;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.Username;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * V1 keeps no copy of a name and no count: what it answers is looked up as it reads, so it is
 * right at once, with no projection running at all.
 */
class InMemoryV1ModelTest {

    private final StoragePorts ports = new InMemoryStorage(new StorageMeter(), DataModel.V1).ports();
    private final User ada = Samples.user("ada");
    private final User bob = Samples.user("bob");

    @Test
    void a_rename_shows_at_once_on_posts_comments_likes_lists_and_feed() {
        Post post = Samples.post(ada, "Ada's");

        User renamed = reactedOnThenAdaRenamed(post, ada, "mine");

        Post read = ports.posts().find(post.id()).orElseThrow();
        assertThat(read.userUsername()).isEqualTo(renamed.username());
        assertThat(read.userRevision()).isEqualTo(renamed.revision());
        assertThat(read.revision()).as("a rename is a change of what the post shows").isEqualTo(post.revision() + 2 + 1);
        assertThat(ports.comments().on(post.id(), PageRequest.first(10)).items())
                .extracting(Comment::userUsername).containsExactly(renamed.username());
        assertThat(ports.likes().on(post.id(), PageRequest.first(10)).items())
                .extracting(Like::userUsername).containsExactly(renamed.username());
        assertThat(ports.userPosts().postsOf(ada.id(), PageRequest.first(10)).items())
                .extracting(PostSummary::userUsername).containsExactly(renamed.username());
        assertThat(ports.feed().latest(10)).extracting(PostSummary::userUsername).containsExactly(renamed.username());
    }

    @Test
    void counts_are_the_reactions_stored_and_every_change_moves_the_revision() {
        ports.users().add(ada);
        ports.users().add(bob);
        Post post = Samples.post(ada, "Ada's");
        ports.posts().add(post);
        ports.comments().add(Samples.comment(post, bob, "one"));
        ports.comments().add(Samples.comment(post, bob, "two"));
        long before = ports.posts().find(post.id()).orElseThrow().revision();
        ports.likes().add(Samples.like(post, bob));
        ports.likes().add(Samples.like(post, bob));

        Post liked = ports.posts().find(post.id()).orElseThrow();
        Post edited = ports.posts().edit(post.id(), new Title("Ada's, edited"), new PostContent("more")).orElseThrow();

        assertThat(liked.commentCount()).isEqualTo(2);
        assertThat(liked.likeCount()).isEqualTo(1);
        assertThat(liked.revision()).isGreaterThan(before);
        assertThat(edited.commentCount()).isEqualTo(2);
        assertThat(edited.likeCount()).isEqualTo(1);
        assertThat(edited.revision()).isGreaterThan(liked.revision());
        assertThat(ports.feed().latest(1)).containsExactly(edited.summary());
    }

    @Test
    void a_delete_passes_the_revision_read_and_a_post_left_by_a_deleted_user_is_still_deleted() {
        Post post = Samples.post(ada, "Ada's");
        reactedOnThenAdaRenamed(post, bob, "one");
        long read = ports.posts().find(post.id()).orElseThrow().revision();
        Post orphan = Samples.post(bob, "stored while bob's account was deleted");
        ports.posts().add(orphan);
        ports.comments().add(Samples.comment(orphan, ada, "on it"));

        assertThat(ports.posts().remove(post.id()).orElseThrow().revision()).isGreaterThan(read);
        assertThat(ports.users().remove(bob.id())).isTrue();
        assertThat(ports.posts().remove(orphan.id())).as("its author unreadable, it is deleted all the same").isPresent();
        assertThat(ports.feed().latest(10)).isEmpty();
    }

    /** Ada and Bob stored, then Ada's {@code post} with a comment and a like of {@code reactor}'s, then Ada renamed: who she is now. */
    private User reactedOnThenAdaRenamed(Post post, User reactor, String comment) {
        ports.users().add(ada);
        ports.users().add(bob);
        ports.posts().add(post);
        ports.comments().add(Samples.comment(post, reactor, comment));
        ports.likes().add(Samples.like(post, reactor));
        User renamed = ada.renamedTo(new Username("Ada Lovelace"));
        ports.users().replace(ada, renamed);
        return renamed;
    }
}
