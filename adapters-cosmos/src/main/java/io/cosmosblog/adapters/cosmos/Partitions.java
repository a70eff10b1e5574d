package io.cosmosblog.adapters.cosmos;

/** How logical partitions are named when an operation's cost is recorded: container, then key. */
final class Partitions {

    static final String FEED_KEY = "post";
    static final String FEED = "feed/" + FEED_KEY;
    /** The one cross-partition query, over the whole {@code posts} container. */
    static final String ALL_POSTS = "posts/*";

    private Partitions() {
    }

    static String users(Object userId) {
        return "users/" + userId;
    }

    static String posts(Object postId) {
        return "posts/" + postId;
    }
}
