package io.cosmosblog.adapters.cosmos;

import com.azure.cosmos.CosmosAsyncContainer;
import com.azure.cosmos.models.PartitionKey;
import com.azure.cosmos.models.SqlParameter;
import com.azure.cosmos.models.SqlQuerySpec;
import io.cosmosblog.application.paging.Page;
import io.cosmosblog.application.paging.PageRequest;
import io.cosmosblog.application.posts.UserPostsView;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.user.UserId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Q3: short copies of a user's posts beside the user in {@code users}, one query in that user's partition. */
final class CosmosUserPostsView implements UserPostsView {

    private static final String ORDER = " ORDER BY c.creationDate DESC, c.postId ASC";
    private static final String FIRST = "SELECT TOP @n * FROM c WHERE c.type = @type" + ORDER;
    private static final String AFTER = "SELECT TOP @n * FROM c WHERE c.type = @type"
            + " AND (c.creationDate < @date OR (c.creationDate = @date AND c.postId > @postId))" + ORDER;

    private final CosmosAsyncContainer users;
    private final PartitionPager pager;
    private final SummaryCopies copies;

    CosmosUserPostsView(CosmosAsyncContainer users, PartitionPager pager, SummaryCopies copies) {
        this.users = users;
        this.pager = pager;
        this.copies = copies;
    }

    @Override
    public Page<PostSummary> postsOf(UserId user, PageRequest request) {
        Optional<PositionToken> after = request.continuation().map(token -> PositionToken.parse(user.value(), token));
        // One more than asked tells whether another page follows.
        List<SqlParameter> parameters = new ArrayList<>(List.of(
                new SqlParameter("@n", request.limit() + 1), new SqlParameter("@type", PostItems.TYPE)));
        after.ifPresent(position -> {
            parameters.add(new SqlParameter("@date", position.creationDate()));
            parameters.add(new SqlParameter("@postId", position.postId()));
        });
        SqlQuerySpec query = new SqlQuerySpec(after.isPresent() ? AFTER : FIRST, parameters);
        List<PostSummary> found = pager.all(users, Partitions.users(user), new PartitionKey(user.value()), query)
                .stream().map(SummaryItems::summary).toList();
        if (found.size() <= request.limit()) {
            return Page.last(found);
        }
        List<PostSummary> items = found.subList(0, request.limit());
        return new Page<>(items, Optional.of(PositionToken.after(user.value(), items.get(items.size() - 1)).format()));
    }

    @Override
    public void put(PostSummary summary) {
        copies.put(Partitions.users(summary.userId()), new PartitionKey(summary.userId().value()), summary);
    }
}
