package io.cosmosblog.adapters.inmemory.container;

import io.cosmosblog.domain.post.Post;
import io.cosmosblog.domain.post.Reaction;
import java.util.Optional;

/** What storing a reaction does to its post, in the same step, under the post partition's lock. */
public interface Counting {

    /** Counted on the post: its counter and revision move with the reaction, as the port promises. */
    Counting ON_THE_POST = (post, reaction) -> Optional.of(reaction.countedOn(post));

    /** The post with {@code reaction} counted on it; empty where storing a reaction leaves the post as it is. */
    Optional<Post> counted(Post post, Reaction<?> reaction);
}
