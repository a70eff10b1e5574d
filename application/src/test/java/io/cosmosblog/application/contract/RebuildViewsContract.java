package io.cosmosblog.application.contract;

import io.cosmosblog.application.projection.RebuildViews;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.Username;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/** Views rebuilt from the source of truth: damaged or missing copies come back whole, and again changes nothing. */
public abstract class RebuildViewsContract extends ContractTest {

    private final User ada = Samples.user("ada");
    private final User bob = Samples.user("bob");

    @Test
    void a_damaged_view_is_rebuilt_whole_and_a_second_rebuild_changes_nothing() {
        // No projections run: the views hold only what this test puts there.
        ports.users().add(ada);
        ports.users().add(bob);
        List<Post> posts = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            Post post = Samples.post(i % 2 == 0 ? ada : bob, "post " + i);
            ports.posts().add(post);
            posts.add(post);
        }
        PostSummary first = posts.get(0).summary();
        PostSummary damaged = new PostSummary(first.postId(), first.userId(), first.userUsername(), new Title("garbled"),
                first.content(), 99, 99, first.creationDate(), first.revision());
        ports.userPosts().restore(damaged);
        ports.feed().restore(damaged);
        User renamedBob = bob.renamedTo(new Username("Robert"));
        ports.users().replace(bob, renamedBob);
        List<String> seen = new ArrayList<>();

        RebuildViews.Result result = rebuild(seen);

        assertThat(result).isEqualTo(new RebuildViews.Result(5, 1));
        assertThat(seen).first().isEqualTo("started 5");
        assertThat(seen).last().isEqualTo("rebuilt 5");
        assertThat(ports.userPosts().postsOf(ada.id(), PageRequest.first(10)).items())
                .containsExactlyInAnyOrder(posts.get(0).summary(), posts.get(2).summary(), posts.get(4).summary());
        assertThat(ports.feed().latest(10)).extracting(PostSummary::title).extracting(Title::value)
                .containsExactlyInAnyOrder("post 0", "post 1", "post 2", "post 3", "post 4");
        assertThat(ports.posts().find(posts.get(1).id()).orElseThrow().userUsername()).isEqualTo(new Username("Robert"));

        // With no projections running, the renamed posts reach the copies at the next rebuild; after that, nothing moves.
        RebuildViews.Result second = rebuild(new ArrayList<>());
        List<PostSummary> feedAfterSecond = ports.feed().latest(10);
        RebuildViews.Result third = rebuild(new ArrayList<>());

        assertThat(second.renamedAuthors()).isZero();
        assertThat(feedAfterSecond).filteredOn(summary -> summary.userId().equals(bob.id()))
                .extracting(PostSummary::userUsername).containsOnly(new Username("Robert"));
        assertThat(third).isEqualTo(new RebuildViews.Result(5, 0));
        assertThat(ports.feed().latest(10)).containsExactlyElementsOf(feedAfterSecond);
    }

    @Test
    void a_rebuild_never_puts_an_older_revision_over_a_newer_copy() {
        ports.users().add(ada);
        Post post = Samples.post(ada, "old title");
        ports.posts().add(post);
        PostSummary newer = new PostSummary(post.id(), post.userId(), post.userUsername(), new Title("newer"),
                post.summary().content(), 0, 0, post.creationDate(), post.revision() + 1);
        ports.userPosts().put(newer);

        rebuild(new ArrayList<>());

        assertThat(ports.userPosts().postsOf(ada.id(), PageRequest.first(10)).items()).containsExactly(newer);
    }

    private RebuildViews.Result rebuild(List<String> seen) {
        return new RebuildViews(ports.posts(), ports.users(), ports.userPosts(), ports.feed(), ports.authorNames())
                .rebuild(new RebuildViews.Progress() {
                    @Override
                    public void started(long posts) {
                        seen.add("started " + posts);
                    }

                    @Override
                    public void rebuilt(long posts) {
                        seen.add("rebuilt " + posts);
                    }
                });
    }
}
