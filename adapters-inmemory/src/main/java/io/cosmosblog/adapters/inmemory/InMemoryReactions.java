package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.storage.Page;
import io.cosmosblog.application.storage.PageRequest;
import io.cosmosblog.application.storage.Reactions;
import io.cosmosblog.application.storage.plumbing.ContinuationScope;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.post.Reaction;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Comments or likes: added and counted in one step under their post partition's lock (where the
 * model counts them on the post), listed oldest first by position.
 */
final class InMemoryReactions<T extends Reaction<T>> implements Reactions<T> {

    private final Container<PostId, PostPartition> posts;
    private final Consumer<Object> changes;
    private final Function<PostPartition, ReactionShelf<T>> kind;
    private final Function<PostId, ContinuationScope> list;
    private final boolean countedOnPost;

    /**
     * {@code changes} hears of each name copied onto a new reaction; {@code countedOnPost} false
     * (the normalized model) stores a reaction with one plain write, counted nowhere, carrying a
     * name nobody reads.
     */
    InMemoryReactions(Container<PostId, PostPartition> posts, Consumer<Object> changes,
            Function<PostPartition, ReactionShelf<T>> kind, Function<PostId, ContinuationScope> list, boolean countedOnPost) {
        this.posts = posts;
        this.changes = changes;
        this.kind = kind;
        this.list = list;
        this.countedOnPost = countedOnPost;
    }

    @Override
    public Added add(T reaction) {
        Added added = posts.update(reaction.postId(), partition -> countedOnPost
                ? partition.add(kind.apply(partition), reaction)
                : partition.addUncounted(kind.apply(partition), reaction))
                .map(stored -> stored ? Added.ADDED : Added.ALREADY_THERE).orElse(Added.NO_SUCH_POST);
        if (added == Added.ADDED && countedOnPost) {
            changes.accept(new NameCopy(reaction.userId(), reaction.userRevision()));
        }
        return added;
    }

    @Override
    public Optional<T> find(PostId post, String identity) {
        return posts.read(post, partition -> partition.flatMap(p -> p.find(kind.apply(p), identity)));
    }

    @Override
    public Page<T> on(PostId post, PageRequest request) {
        return posts.page(list.apply(post), post, request, (partition, start) -> partition
                .map(p -> p.slice(kind.apply(p), start.map(InMemoryReactions::position).orElse(0), request.limit()))
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
