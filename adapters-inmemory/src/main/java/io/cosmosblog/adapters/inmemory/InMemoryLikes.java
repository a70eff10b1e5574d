package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.likes.Likes;
import io.cosmosblog.application.paging.Page;
import io.cosmosblog.application.paging.PageRequest;
import io.cosmosblog.domain.post.Like;
import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.UserId;
import java.util.List;
import java.util.Optional;

final class InMemoryLikes implements Likes {

    private final PostPartitions partitions;
    private final Metering metering;
    private final ChangeLog changes;
    private final PositionContinuation continuation = new PositionContinuation("likes");

    InMemoryLikes(PostPartitions partitions, Metering metering, ChangeLog changes) {
        this.partitions = partitions;
        this.metering = metering;
        this.changes = changes;
    }

    @Override
    public Outcome add(Like like) {
        Optional<PostPartition> partition = partitions.find(like.postId());
        if (partition.isEmpty()) {
            metering.operation(Metering.posts(like.postId()), () -> { });
            return Outcome.NO_SUCH_POST;
        }
        // Noted before the write, so a rename that starts meanwhile visits this partition too.
        partitions.noteActivity(like.userId(), like.postId());
        boolean added = metering.operation(Metering.posts(like.postId()), () -> partition.get().addLike(like));
        if (!added) {
            return Outcome.ALREADY_LIKED;
        }
        changes.postChanged(like.postId());
        return Outcome.LIKED;
    }

    @Override
    public Optional<Like> of(PostId post, UserId user) {
        return metering.operation(Metering.posts(post), () -> partitions.find(post).flatMap(partition -> partition.likeBy(user)));
    }

    @Override
    public Page<Like> on(PostId post, PageRequest request) {
        int start = continuation.start(post, request);
        return metering.operation(Metering.posts(post), () -> partitions.find(post)
                .map(partition -> {
                    List<Like> items = partition.likes(start, request.limit());
                    return new Page<>(items, continuation.after(post, start + items.size(), partition.likeTotal()));
                })
                .orElse(Page.last(List.of())));
    }
}
