package io.cosmosblog.adapters.inmemory.container;

import io.cosmosblog.domain.post.PostId;
import io.cosmosblog.domain.user.UserId;

/**
 * Where a model indexes each copy of a user's name, so a rename finds them (V2, V3: the
 * {@link NameIndex}), or nowhere (V1, which copies no name).
 */
public interface Names {

    /** Indexes nothing: the model copies no name. */
    Names NONE = new Names() {
        @Override
        public void add(UserId user, PostId post) {
        }

        @Override
        public void forget(UserId user) {
        }
    };

    /** {@code user}'s name is on {@code post}: their post, or their comment or like on it. */
    void add(UserId user, PostId post);

    /** {@code user} was deleted: no rename of theirs will come to look for their copies. */
    void forget(UserId user);
}
