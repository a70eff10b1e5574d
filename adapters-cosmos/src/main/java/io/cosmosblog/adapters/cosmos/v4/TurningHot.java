package io.cosmosblog.adapters.cosmos.v4;

/**
 * When a post's likes leave its own partition for shards ({@link HotPostLikes}). A like that
 * finally fails throttled always turns its post hot (and is retried there, so the client is not
 * answered 503 for it); this rule says what else does.
 */
public interface TurningHot {

    /** The design's rule: a cold like the SDK had to send again (throttled) turns its post hot. */
    TurningHot WHEN_THROTTLED = retries -> retries > 0;

    /** For tests: every post hot from its first like, so that every like takes the hot path. */
    TurningHot AT_FIRST_LIKE = new TurningHot() {
        @Override
        public boolean beforeAnyLike() {
            return true;
        }

        @Override
        public boolean afterRetries(int retries) {
            return true;
        }
    };

    /** Whether a like on a cold post turns it hot before it is even tried in the post's partition. */
    default boolean beforeAnyLike() {
        return false;
    }

    /** Whether a cold like that succeeded after the SDK sent it {@code retries} more times turns its post hot. */
    boolean afterRetries(int retries);
}
