package io.cosmosblog.application.contract;

import io.cosmosblog.application.port.ChangedMeanwhileException;
import io.cosmosblog.application.port.IdTakenException;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostContent;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Title;
import io.cosmosblog.domain.user.User;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

public abstract class PostsContract extends ContractTest {

    private final User author = Samples.user("author");

    @BeforeEach
    void storeAuthor() {
        stored(author);
    }

    @Test
    void finds_an_added_post_by_id() {
        Post post = Samples.post(author, "Hello");
        ports.posts().add(post);

        assertThat(ports.posts().find(post.id())).contains(post);
    }

    @Test
    void finds_nothing_for_an_unknown_id() {
        assertThat(ports.posts().find(PostId.generate())).isEmpty();
    }

    @Test
    void an_edit_changes_title_and_content_and_keeps_the_counters() {
        Post post = Samples.post(author, "Draft");
        ports.posts().add(post);
        ports.comments().add(Samples.comment(post, author, "first"));
        ports.likes().add(Samples.like(post, author));

        Post edited = ports.posts().edit(post.id(), new Title("Final"), new PostContent("Better words")).orElseThrow();

        assertThat(edited.title().value()).isEqualTo("Final");
        assertThat(edited.content().value()).isEqualTo("Better words");
        assertThat(edited.commentCount()).isEqualTo(1);
        assertThat(edited.likeCount()).isEqualTo(1);
        assertThat(edited.revision()).isGreaterThan(post.revision());
        assertThat(ports.posts().find(post.id())).contains(edited);
    }

    @Test
    void an_edit_of_an_unknown_post_changes_nothing() {
        assertThat(ports.posts().edit(PostId.generate(), new Title("t"), new PostContent("c"))).isEmpty();
    }

    @Test
    void an_edit_at_the_revision_read_is_stored() {
        Post post = Samples.post(author, "Draft");
        ports.posts().add(post);
        ports.likes().add(Samples.like(post, author));
        Post read = ports.posts().find(post.id()).orElseThrow();

        Post edited = ports.posts().editIfUnchanged(post.id(), read.revision(), new Title("Final"), new PostContent("Words"))
                .orElseThrow();

        assertThat(edited.title().value()).isEqualTo("Final");
        assertThat(edited.likeCount()).isEqualTo(1);
        assertThat(edited.revision()).isGreaterThan(read.revision());
        assertThat(ports.posts().find(post.id())).contains(edited);
    }

    @Test
    void an_edit_from_a_read_before_a_comment_writes_nothing() {
        Post post = Samples.post(author, "Draft");
        ports.posts().add(post);
        Post read = ports.posts().find(post.id()).orElseThrow();
        ports.comments().add(Samples.comment(post, author, "meanwhile"));

        assertThatThrownBy(() -> ports.posts().editIfUnchanged(post.id(), read.revision(), new Title("Late"), new PostContent("c")))
                .isInstanceOf(ChangedMeanwhileException.class);
        assertThat(ports.posts().find(post.id()).orElseThrow().title().value()).isEqualTo("Draft");
    }

    @Test
    void of_edits_sent_at_once_from_one_read_exactly_one_is_stored() throws Exception {
        Post post = Samples.post(author, "Draft");
        ports.posts().add(post);
        long read = ports.posts().find(post.id()).orElseThrow().revision();
        List<String> stored = new CopyOnWriteArrayList<>();
        AtomicInteger refused = new AtomicInteger();

        Parallel.run(4, thread -> {
            try {
                ports.posts().editIfUnchanged(post.id(), read, new Title("edit " + thread), new PostContent("c"))
                        .ifPresent(edited -> stored.add(edited.title().value()));
            } catch (ChangedMeanwhileException lost) {
                refused.incrementAndGet();
            }
        });

        assertThat(stored).hasSize(1);
        assertThat(refused).hasValue(3);
        assertThat(ports.posts().find(post.id()).orElseThrow().title().value()).isEqualTo(stored.get(0));
    }

    @Test
    void an_edit_at_a_revision_of_an_unknown_post_changes_nothing() {
        assertThat(ports.posts().editIfUnchanged(PostId.generate(), 1, new Title("t"), new PostContent("c"))).isEmpty();
    }

    @Test
    void a_taken_id_is_refused_and_the_first_post_kept() {
        Post post = Samples.post(member("ada"), "first");
        ports.posts().add(post);
        Post sameId = new Post(post.id(), post.userId(), post.userUsername(), post.userRevision(), new io.cosmosblog.domain.post.Title("second"),
                post.content(), 0, 0, post.creationDate(), 1);

        assertThatThrownBy(() -> ports.posts().add(sameId)).isInstanceOf(IdTakenException.class);
        assertThat(ports.posts().find(post.id()).orElseThrow().title().value()).isEqualTo("first");
    }
}
