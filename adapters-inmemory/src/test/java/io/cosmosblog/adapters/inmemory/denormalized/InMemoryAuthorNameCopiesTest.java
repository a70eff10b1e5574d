package io.cosmosblog.adapters.inmemory.denormalized;

import io.cosmosblog.application.port.Likes;
import io.cosmosblog.application.port.Comments;
import io.cosmosblog.adapters.inmemory.capacity.DiskSpace;
import io.cosmosblog.adapters.inmemory.capacity.Heap;
import io.cosmosblog.adapters.inmemory.capacity.HeapAndDiskMarks;
import io.cosmosblog.adapters.inmemory.capacity.HighWaterMark;
import io.cosmosblog.adapters.inmemory.container.BlogContainers;
import io.cosmosblog.adapters.inmemory.container.Changes;
import io.cosmosblog.adapters.inmemory.container.InProcessChangeFeed;
import io.cosmosblog.adapters.inmemory.container.Journal;
import io.cosmosblog.adapters.inmemory.container.LockedPartitions;
import io.cosmosblog.adapters.inmemory.container.NameIndex;
import io.cosmosblog.adapters.inmemory.container.PostIndex;
import io.cosmosblog.adapters.inmemory.container.PostPartition;
import io.cosmosblog.adapters.inmemory.container.PostPartition.Counting;
import io.cosmosblog.adapters.inmemory.container.ReactionList;
import io.cosmosblog.adapters.inmemory.container.Watch;
import io.cosmosblog.adapters.inmemory.entities.InMemoryPosts;
import io.cosmosblog.adapters.inmemory.entities.InMemoryReactions;
import io.cosmosblog.application.contract.Samples;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.metering.PartitionNames;
import io.cosmosblog.application.port.metering.StorageMeter;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Reaction;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.Username;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A rename reaches the user's posts, comments and likes through the index of names, and reads no
 * other post partition: the posts container here notes every partition a write across partitions
 * visits (its head revision is read before and after each one).
 */
class InMemoryAuthorNameCopiesTest {

    private static final int OTHERS_POSTS = 500;

    private final Set<PostId> visited = ConcurrentHashMap.newKeySet();
    private final LockedPartitions<PostId, PostPartition> posts = LockedPartitions.watched(PartitionNames.POSTS,
            new Watch(new StorageMeter(), Journal.NONE, defaultMark(), Changes.NONE), partition -> {
                visited.add(partition.post().id());
                return partition.revision();
            }, (before, created) -> List.of());
    private final NameIndex names = new NameIndex();
    private final User ada = Samples.user("ada");
    private final User bob = Samples.user("bob");
    private final User renamed = ada.renamedTo(new Username("Ada L."));

    @Test
    void a_rename_visits_the_partitions_that_carry_the_users_name_and_no_other() {
        List<Post> bobs = IntStream.range(0, OTHERS_POSTS).mapToObj(i -> add(Samples.post(bob, "Bob's " + i))).toList();
        Post adas = add(Samples.post(ada, "Ada's"));
        Post commented = bobs.get(7);
        Post liked = bobs.get(300);
        react(commented, Samples.comment(commented, ada, "from ada"), PostPartition::comments);
        react(commented, Samples.comment(commented, bob, "from bob"), PostPartition::comments);
        react(liked, Samples.like(liked, bob), PostPartition::likes);
        react(liked, Samples.like(liked, ada), PostPartition::likes);
        visited.clear();

        new InMemoryAuthorNameCopies(posts, names).rewrite(renamed);

        assertThat(visited).as("of " + (OTHERS_POSTS + 1) + " partitions").containsExactlyInAnyOrder(
                adas.id(), commented.id(), liked.id());
        assertThat(head(adas).userUsername()).isEqualTo(renamed.username());
        assertThat(partition(commented).slice(partition(commented).comments(), 0, 10).items())
                .extracting(Comment::userUsername).containsExactly(renamed.username(), bob.username());
        assertThat(partition(liked).slice(partition(liked).likes(), 0, 10).items())
                .extracting(Like::userUsername).containsExactly(bob.username(), renamed.username());
        assertThat(head(commented).userUsername()).isEqualTo(bob.username());
    }

    @Test
    void the_ports_name_every_post_comment_and_like_once_and_nothing_that_was_not_stored() {
        NameIndex index = new NameIndex();
        BlogContainers containers = new BlogContainers(new Watch(new StorageMeter(), Journal.NONE, defaultMark(),
                new InProcessChangeFeed()), PostIndex.NONE, index);
        InMemoryPosts stored = new InMemoryPosts(containers);
        Comments comments = InMemoryReactions.comments(containers.posts(), index, containers.changes());
        Likes likes = InMemoryReactions.likes(containers.posts(), index, containers.changes());
        Post adas = Samples.post(ada, "Ada's");
        Post bobs = Samples.post(bob, "Bob's");
        Post liked = Samples.post(bob, "Bob's liked");
        Post neverStored = Samples.post(bob, "never stored");
        List.of(adas, bobs, liked).forEach(stored::add);

        comments.add(Samples.comment(bobs, ada, "first"));
        comments.add(Samples.comment(bobs, ada, "second"));
        comments.add(Samples.comment(adas, ada, "on my own"));
        likes.add(Samples.like(liked, ada));
        likes.add(Samples.like(liked, ada));
        likes.add(Samples.like(neverStored, ada));

        assertThat(index.postsOf(ada.id())).containsExactlyInAnyOrder(adas.id(), bobs.id(), liked.id());
        assertThat(index.postsOf(bob.id())).containsExactlyInAnyOrder(bobs.id(), liked.id());
        assertThat(index.postsOf(Samples.user("nobody").id())).isEmpty();
        assertThat(comments.on(bobs.id(), PageRequest.first(10)).items()).hasSize(2);
    }

    private static HighWaterMark defaultMark() {
        return new HighWaterMark(Heap.ofThisJvm(), DiskSpace.NONE, HeapAndDiskMarks.DEFAULT);
    }

    private Post add(Post post) {
        posts.create(post.id(), new PostPartition(post, Journal.NONE));
        names.add(post.userId(), post.id()); // as InMemoryPosts names it
        return post;
    }

    private <T extends Reaction<T>> void react(Post post, T reaction, Function<PostPartition, ReactionList<T>> kind) {
        posts.update(post.id(), partition -> partition.add(kind.apply(partition), reaction, Counting.ON_THE_POST));
        names.add(reaction.userId(), post.id()); // as InMemoryReactions names it
    }

    private PostPartition partition(Post post) {
        return posts.latest(post.id()).orElseThrow();
    }

    private Post head(Post post) {
        return partition(post).post();
    }
}
