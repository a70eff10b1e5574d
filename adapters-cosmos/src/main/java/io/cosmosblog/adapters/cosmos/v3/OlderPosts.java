package io.cosmosblog.adapters.cosmos.v3;

import com.azure.cosmos.models.SqlParameter;
import com.azure.cosmos.models.SqlQuerySpec;
import io.cosmosblog.adapters.cosmos.gateway.ContainerGateway;
import io.cosmosblog.adapters.cosmos.items.Json;
import io.cosmosblog.adapters.cosmos.items.SummaryItems;
import io.cosmosblog.adapters.cosmos.items.Tombstones;
import io.cosmosblog.domain.post.PostSummary;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Where the feed finds the posts that move up when deleted ones leave it: the copies kept beside
 * their authors in {@code users}, newest first after a given post, by one query across every
 * partition (TOP n on the composite index of {@code creationDate} and {@code postId} that each
 * author's list uses; the SDK merges each physical partition's newest). The feed holds only the
 * newest posts, so nothing older is anywhere else but there and in the posts themselves, which
 * would cost a read of every comment and like to sort.
 */
final class OlderPosts {

    private static final String SELECT = "SELECT TOP @n c.postId, c.userId, c.userUsername, c.title, c.content,"
            + " c.commentCount, c.likeCount, c.creationDate, c.revision FROM c WHERE c.type = @type AND " + Tombstones.LIVE;
    private static final String ORDER = " ORDER BY c.creationDate DESC, c.postId ASC";
    private static final String AFTER = " AND (c.creationDate < @date OR (c.creationDate = @date AND c.postId > @postId))";

    private final ContainerGateway users;

    OlderPosts(ContainerGateway users) {
        this.users = users;
    }

    /** The {@code n} newest posts listed after {@code last} (all from the newest when empty), newest first. */
    List<PostSummary> after(Optional<PostSummary> last, int n) {
        List<SqlParameter> parameters = new ArrayList<>(List.of(
                new SqlParameter("@n", n), new SqlParameter("@type", SummaryItems.TYPE)));
        last.ifPresent(post -> {
            parameters.add(new SqlParameter("@date", Json.date(post.creationDate())));
            parameters.add(new SqlParameter("@postId", post.postId().value()));
        });
        SqlQuerySpec query = new SqlQuerySpec(SELECT + (last.isPresent() ? AFTER : "") + ORDER, parameters);
        return users.allAcrossPartitions(query).stream().map(SummaryItems::summary).toList();
    }
}
