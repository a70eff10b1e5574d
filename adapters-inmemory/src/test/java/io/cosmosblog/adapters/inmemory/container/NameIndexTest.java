package io.cosmosblog.adapters.inmemory.container;

import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.UserId;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/** Each user's posts in the index of names: every one kept through the set's growth, each once. */
class NameIndexTest {

    private final NameIndex names = new NameIndex();
    private final UserId ada = UserId.generate();
    private final UserId bob = UserId.generate();

    @Test
    void every_post_is_kept_once_however_many_a_user_has() {
        List<PostId> posts = IntStream.range(0, 10_000).mapToObj(i -> PostId.generate()).toList();

        posts.forEach(post -> names.add(ada, post));
        posts.forEach(post -> names.add(ada, new PostId(post.value()))); // an equal id: the same post
        names.add(bob, posts.get(0));

        assertThat(names.postsOf(ada)).hasSize(posts.size()).containsExactlyInAnyOrderElementsOf(posts);
        assertThat(names.postsOf(bob)).containsExactly(posts.get(0));
        assertThat(names.postsOf(UserId.generate())).isEmpty();
    }

    @Test
    void a_list_handed_out_is_not_changed_by_later_posts() {
        PostId first = PostId.generate();
        names.add(ada, first);
        List<PostId> before = names.postsOf(ada);

        names.add(ada, PostId.generate());

        assertThat(before).containsExactly(first);
        assertThat(names.postsOf(ada)).hasSize(2);
    }

    @Test
    void a_user_forgotten_lists_nothing_and_the_others_keep_theirs() {
        PostId shared = PostId.generate();
        names.add(ada, shared);
        names.add(bob, shared);

        names.forget(ada);

        assertThat(names.postsOf(ada)).isEmpty();
        assertThat(names.postsOf(bob)).containsExactly(shared);
    }
}
