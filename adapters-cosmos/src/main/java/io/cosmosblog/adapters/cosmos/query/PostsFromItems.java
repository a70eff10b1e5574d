package io.cosmosblog.adapters.cosmos.query;

import com.fasterxml.jackson.databind.JsonNode;
import io.cosmosblog.adapters.cosmos.items.EntityItems;
import io.cosmosblog.domain.post.Post;
import java.util.List;

/** How a page of post items becomes posts: as stored (V2), or completed by look-ups (V1's authors and counts). */
@FunctionalInterface
public interface PostsFromItems {

    /** V2's: each post carries its author's name and its counts. */
    PostsFromItems AS_STORED = items -> items.stream().map(EntityItems.POSTS::entity).toList();

    List<Post> posts(List<JsonNode> items);
}
