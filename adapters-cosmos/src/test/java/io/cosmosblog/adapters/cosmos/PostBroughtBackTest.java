package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.projection.Projections;
import io.cosmosblog.application.projection.RebuildViews;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.user.User;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A copy whose source still holds a post deleted on the target stores it again over its
 * tombstone (V2, V3 keep one under the post's id): found again without the comments it had,
 * and put back into its author's list and the feed by the rebuild the copy ends with.
 */
class PostBroughtBackTest {

    private final User ada = Samples.user("ada");

    @ParameterizedTest
    @EnumSource(value = DataModel.class, names = {"V2", "V3", "V4"})
    void a_post_stored_again_after_its_delete_is_there_again(DataModel model) {
        CosmosStorageUnderTest storage = new CosmosStorageUnderTest(model);
        try {
            StoragePorts ports = storage.ports();
            ports.users().add(ada);
            Post post = Samples.post(ada, "brought back");
            ports.posts().add(post);
            ports.comments().add(Samples.comment(post, ada, "gone with it"));
            Projections views = new Projections(ports.users(), ports.authorNames(), ports.userPosts(), ports.feed());
            views.postChanged(ports.posts().find(post.id()).orElseThrow());
            views.postRemoved(ports.posts().remove(post.id()).orElseThrow()); // the views keep tombstones too

            ports.posts().add(post);
            new RebuildViews(ports.posts(), ports.users(), ports.userPosts(), ports.feed(), ports.authorNames())
                    .rebuild(new RebuildViews.Progress() {
                        @Override
                        public void started(long posts) {
                        }

                        @Override
                        public void rebuilt(long posts) {
                        }
                    });

            Post stored = ports.posts().find(post.id()).orElseThrow();
            assertThat(stored.title()).isEqualTo(post.title());
            assertThat(stored.commentCount()).isZero();
            assertThat(ports.comments().on(post.id(), PageRequest.first(10)).items()).isEmpty();
            List<PostSummary> listed = ports.userPosts().postsOf(ada.id(), PageRequest.first(10)).items();
            assertThat(listed).extracting(PostSummary::title).containsExactly(post.title());
            assertThat(ports.feed().latest(10)).extracting(PostSummary::title).containsExactly(post.title());
        } finally {
            storage.close();
        }
    }
}
