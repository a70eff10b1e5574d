package io.cosmosblog.adapters.inmemory;

import io.cosmosblog.application.comments.Comments;
import io.cosmosblog.application.paging.Page;
import io.cosmosblog.application.paging.PageRequest;
import io.cosmosblog.domain.post.Comment;
import io.cosmosblog.domain.post.PostId;
import java.util.List;
import java.util.Optional;

final class InMemoryComments implements Comments {

    private final PostPartitions partitions;
    private final Metering metering;
    private final ChangeLog changes;
    private final PositionContinuation continuation = new PositionContinuation("comments");

    InMemoryComments(PostPartitions partitions, Metering metering, ChangeLog changes) {
        this.partitions = partitions;
        this.metering = metering;
        this.changes = changes;
    }

    @Override
    public Outcome add(Comment comment) {
        Optional<PostPartition> partition = partitions.find(comment.postId());
        if (partition.isEmpty()) {
            metering.operation(Metering.posts(comment.postId()), () -> { });
            return Outcome.NO_SUCH_POST;
        }
        // Noted before the write, so a rename that starts meanwhile visits this partition too.
        partitions.noteActivity(comment.userId(), comment.postId());
        metering.operation(Metering.posts(comment.postId()), () -> partition.get().addComment(comment));
        changes.postChanged(comment.postId());
        return Outcome.ADDED;
    }

    @Override
    public Page<Comment> on(PostId post, PageRequest request) {
        int start = continuation.start(post, request);
        return metering.operation(Metering.posts(post), () -> partitions.find(post)
                .map(partition -> {
                    List<Comment> items = partition.comments(start, request.limit());
                    return new Page<>(items, continuation.after(post, start + items.size(), partition.commentTotal()));
                })
                .orElse(Page.last(List.of())));
    }
}
