package io.cosmosblog.application.port.metering;

/**
 * How a logical partition is named when an operation's cost is {@link StorageMeter#record recorded}:
 * the container, a slash, the key. Both adapters name partitions here, so their "partitions
 * touched" figures can be compared at all.
 */
public final class PartitionNames {

    public static final String USERS = "users";
    public static final String POSTS = "posts";
    public static final String FEED = "feed";
    /** The feed's one partition key: every copy in it is a post. */
    public static final String FEED_KEY = "post";

    private PartitionNames() {
    }

    public static String of(String container, Object key) {
        return container + "/" + key;
    }

    /**
     * A query across every partition of {@code container}: what counts, full scans, renames and the
     * parked changes' listing cost in every model, and V1's and V2's views besides.
     */
    public static String across(String container) {
        return container + "/*";
    }

    /**
     * One physical partition (a range of partition-key hashes) of {@code container}, numbered from
     * 0: a query across partitions records one operation per range it reads, so a fan-out's cost
     * grows with the ranges, as it does on the service.
     */
    public static String range(String container, int index) {
        return container + "/range-" + index;
    }

    public static String users(Object userId) {
        return of(USERS, userId);
    }

    public static String posts(Object postId) {
        return of(POSTS, postId);
    }

    public static String feed() {
        return of(FEED, FEED_KEY);
    }
}
