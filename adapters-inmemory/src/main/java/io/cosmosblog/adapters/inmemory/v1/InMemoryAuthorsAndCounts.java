package io.cosmosblog.adapters.inmemory.v1;

import io.cosmosblog.adapters.inmemory.container.LockedPartitions;
import io.cosmosblog.adapters.inmemory.container.PostPartition;
import io.cosmosblog.adapters.inmemory.container.ReactionList;
import io.cosmosblog.application.port.StorageBusyException;
import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Reaction;
import io.cosmosblog.domain.user.User;
import io.cosmosblog.domain.user.UserId;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * How V1 reads what the other models store on a post: its counts by counting its comments and
 * its likes in its partition, its author's name, and each reaction's, by reading the user.
 * Nothing it answers comes from a stored copy, so a rename shows everywhere at once.
 */
final class InMemoryAuthorsAndCounts {

    private final LockedPartitions<PostId, PostPartition> posts;
    private final LockedPartitions<UserId, User> users;

    InMemoryAuthorsAndCounts(LockedPartitions<PostId, PostPartition> posts, LockedPartitions<UserId, User> users) {
        this.posts = posts;
        this.users = users;
    }

    /** The post with its counts and its author's name: two counts in its partition, one read in users. */
    Post complete(Post stored) {
        return complete(List.of(stored)).get(0);
    }

    /** Each post with its counts (two counts in its partition) and its author's name (one read per distinct author). */
    List<Post> complete(List<Post> stored) {
        Map<UserId, User> authors = read(stored.stream().map(Post::userId).toList());
        return stored.stream().map(post -> post.lookedUp(authors.get(post.userId()),
                count(post.id(), PostPartition::comments), count(post.id(), PostPartition::likes))).toList();
    }

    /**
     * The post as read, for its delete to pass that revision. Its author may be deleted already (an
     * erasure's second pass finds a post stored meanwhile): then it is counted without their
     * renames, which no read can have added since, as a post of no user is not readable.
     */
    Post beforeDelete(Post stored) {
        long comments = count(stored.id(), PostPartition::comments);
        long likes = count(stored.id(), PostPartition::likes);
        return users.read(stored.userId(), user -> user).map(author -> stored.lookedUp(author, comments, likes))
                .orElseGet(() -> new Post(stored.id(), stored.userId(), stored.userUsername(), stored.userRevision(), stored.title(),
                        stored.content(), comments, likes, stored.creationDate(), stored.revision() + comments + likes));
    }

    /** Each reaction with its author's name: one read per distinct author. */
    <T extends Reaction<T>> List<T> named(List<T> stored, BiFunction<T, User, T> withName) {
        Map<UserId, User> authors = read(stored.stream().map(Reaction::userId).toList());
        return stored.stream().map(reaction -> withName.apply(reaction, authors.get(reaction.userId()))).toList();
    }

    private long count(PostId post, Function<PostPartition, ReactionList<?>> kind) {
        return posts.read(post, partition -> partition.map(p -> p.count(kind.apply(p))).orElse(0));
    }

    private Map<UserId, User> read(List<UserId> ids) {
        Map<UserId, User> found = new LinkedHashMap<>();
        for (UserId id : ids) {
            if (!found.containsKey(id)) {
                // A post is stored after its author, and a user is deleted after what they wrote: missing
                // here only while an erasure finishes what a request stored meanwhile, so "come back" beats a 500.
                found.put(id, users.read(id, user -> user).orElseThrow(
                        () -> new StorageBusyException("user " + id + " wrote on the blog but is not readable", Duration.ofSeconds(1), null)));
            }
        }
        return found;
    }
}
