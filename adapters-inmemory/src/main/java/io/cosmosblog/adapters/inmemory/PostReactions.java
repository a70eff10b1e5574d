package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.storage.ContinuationScope;
import io.cosmosblog.application.storage.Page;
import io.cosmosblog.application.storage.PageRequest;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Reaction;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Comments and likes alike: added and counted in one step in their post's partition, listed
 * oldest first by position. What differs is only what makes two of them the same (a comment's
 * id, a like's user), which {@link Reactions} knows.
 */
final class PostReactions<T extends Reaction<T>> {

    enum Added { ADDED, ALREADY_THERE, NO_SUCH_POST }

    private final Container<PostId, PostPartition> posts;
    private final AuthorIndex authors;
    private final Function<PostPartition, Reactions<T>> kind;
    private final Function<PostId, ContinuationScope> list;

    PostReactions(Container<PostId, PostPartition> posts, AuthorIndex authors,
            Function<PostPartition, Reactions<T>> kind, Function<PostId, ContinuationScope> list) {
        this.posts = posts;
        this.authors = authors;
        this.kind = kind;
        this.list = list;
    }

    Added add(T reaction) {
        return posts.update(reaction.postId(), partition -> {
            authors.note(reaction.userId(), reaction.postId());
            return partition.add(kind.apply(partition), reaction);
        }).map(added -> added ? Added.ADDED : Added.ALREADY_THERE).orElse(Added.NO_SUCH_POST);
    }

    Optional<T> find(PostId post, Object identity) {
        return posts.read(post, partition -> partition.flatMap(p -> p.find(kind.apply(p), identity)));
    }

    Page<T> page(PostId post, PageRequest request) {
        return posts.page(list.apply(post), post, request, (partition, start) -> partition
                .map(p -> p.slice(kind.apply(p), start.map(PostReactions::position).orElse(0), request.limit()))
                .map(slice -> new Page<>(slice.items(), slice.next().map(String::valueOf)))
                .orElse(Page.last(List.of())));
    }

    private static int position(String handedOut) {
        try {
            int position = Integer.parseInt(handedOut);
            if (position >= 0) {
                return position;
            }
        } catch (NumberFormatException ignored) {
            // refused below
        }
        throw ContinuationScope.refused();
    }
}
