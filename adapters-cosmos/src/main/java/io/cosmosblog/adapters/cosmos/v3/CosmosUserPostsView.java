package io.cosmosblog.adapters.cosmos.v3;

import com.azure.cosmos.models.SqlParameter;
import com.azure.cosmos.models.SqlQuerySpec;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.items.Json;
import io.cosmosblog.adapters.cosmos.items.SummaryItems;
import io.cosmosblog.adapters.cosmos.items.Tombstones;
import io.cosmosblog.application.port.Page;
import io.cosmosblog.application.port.PageRequest;
import io.cosmosblog.application.port.UserPostsView;
import io.cosmosblog.application.port.plumbing.ContinuationScope;
import io.cosmosblog.domain.post.DeletedPost;
import io.cosmosblog.domain.post.PostSummary;
import io.cosmosblog.domain.user.UserId;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Q3: short copies of a user's posts beside the user in {@code users}, one query in that user's
 * partition. A page's position is the last post shown (creation date and id), so posts written
 * meanwhile shift nothing, whatever continuation format the server uses.
 */
public final class CosmosUserPostsView implements UserPostsView {

    private static final String ORDER = " ORDER BY c.creationDate DESC, c.postId ASC";
    // Only what a short post shows, not the whole item.
    private static final String SELECT = "SELECT TOP @n c.postId, c.userId, c.userUsername, c.title, c.content,"
            + " c.commentCount, c.likeCount, c.creationDate, c.revision FROM c WHERE c.type = @type AND " + Tombstones.LIVE;
    private static final String FIRST = SELECT + ORDER;
    private static final String AFTER = SELECT
            + " AND (c.creationDate < @date OR (c.creationDate = @date AND c.postId > @postId))" + ORDER;
    private static final char SEPARATOR = '\n';

    private final ContainerGateway users;
    private final SummaryCopies copies;

    public CosmosUserPostsView(ContainerGateway users) {
        this.users = users;
        this.copies = new SummaryCopies(users, List.of());
    }

    @Override
    public Page<PostSummary> postsOf(UserId user, PageRequest request) {
        ContinuationScope list = ContinuationScope.postsOf(user);
        Optional<String[]> after = list.start(request).map(CosmosUserPostsView::position);
        // One more than asked tells whether another page follows.
        List<SqlParameter> parameters = new ArrayList<>(List.of(
                new SqlParameter("@n", request.limit() + 1), new SqlParameter("@type", SummaryItems.TYPE)));
        after.ifPresent(position -> {
            parameters.add(new SqlParameter("@date", position[0]));
            parameters.add(new SqlParameter("@postId", position[1]));
        });
        SqlQuerySpec query = new SqlQuerySpec(after.isPresent() ? AFTER : FIRST, parameters);
        List<PostSummary> found = users.all(user.value(), query).stream().map(SummaryItems::summary).toList();
        if (found.size() <= request.limit()) {
            return Page.last(found);
        }
        List<PostSummary> items = found.subList(0, request.limit());
        PostSummary last = items.get(items.size() - 1);
        String position = Json.date(last.creationDate()) + SEPARATOR + last.postId().value();
        return new Page<>(items, list.continuationAt(Optional.of(position)));
    }

    @Override
    public void put(PostSummary summary) {
        copies.put(summary.userId().value(), summary);
    }

    /** The copy beside the author becomes the deleted post's tombstone: lists leave it out, late copies meet it. */
    @Override
    public void remove(DeletedPost post) {
        copies.remove(post.userId().value(), post);
    }

    @Override
    public void restore(PostSummary summary) {
        copies.restore(summary.userId().value(), summary);
    }

    private static String[] position(String handedOut) {
        String[] parts = handedOut.split(String.valueOf(SEPARATOR), -1);
        if (parts.length == 2 && !parts[1].isEmpty()) {
            try {
                Instant.parse(parts[0]);
                return parts;
            } catch (RuntimeException malformed) {
                // refused below
            }
        }
        throw ContinuationScope.refused();
    }
}
