package io.cosmosblog.adapters.cosmos;

import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.DataModel;
import io.cosmosblog.application.port.Page;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.StoragePorts;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.user.User;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * V1's and V2's lists, queries across the posts' physical partitions, come in V3's order, ties
 * on the date broken by the post id, and a continuation walks them once even where the posts of
 * one date are spread over every partition.
 */
class ListsByQueryOrderTest {

    @ParameterizedTest
    @EnumSource(value = DataModel.class, names = {"V1", "V2"})
    void posts_of_one_date_come_in_v3s_order_and_page_without_loss_or_repeat(DataModel model) {
        try (CosmosStorageUnderTest storage = new CosmosStorageUnderTest(model)) {
            StoragePorts ports = storage.ports();
            User ada = Samples.user("ada");
            ports.users().add(ada);
            Instant sameMoment = Samples.nextInstant();
            List<PostSummary> written = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                Instant when = i % 4 == 3 ? Samples.nextInstant() : sameMoment;
                Post post = Post.write(PostId.generate(), ada, new Title("post " + i), new PostContent("words"), when);
                ports.posts().add(post);
                written.add(post.summary());
            }
            List<PostSummary> expected = written.stream().sorted(PostSummary.NEWEST_FIRST).toList();

            List<PostSummary> walked = new ArrayList<>();
            Optional<String> continuation = Optional.empty();
            int pages = 0;
            do {
                Page<PostSummary> page = ports.userPosts().postsOf(ada.id(), new PageRequest(3, continuation));
                walked.addAll(page.items());
                continuation = page.continuation();
                pages++;
            } while (continuation.isPresent() && pages < 10);

            assertThat(walked).containsExactlyElementsOf(expected);
            assertThat(ports.feed().latest(5)).containsExactlyElementsOf(expected.subList(0, 5));
        }
    }
}
