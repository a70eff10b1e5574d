package io.cosmosblog.application.port;

import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * The article's three designs of the same blog on Cosmos DB, and a fourth past its ceilings, each a
 * layout of the storage behind the same ports: same answers through the API, different cost. A store holds one model only;
 * each keeps its data apart (containers of its own), so two models never share data by accident.
 */
public enum DataModel {

    /**
     * Normalized: users, and posts with their comments and likes, each stored once. A post's
     * author name and counts are looked up when it is read; a user's posts and the feed are
     * queries across every partition of the posts.
     */
    V1,

    /**
     * Denormalized into the posts: each post carries its author's name and its counts (counts
     * kept by transactional batches, names by the change feed and the {@code updateUsernames}
     * stored procedure). A user's posts and the feed are still queries across every partition of
     * the posts.
     */
    V2,

    /**
     * V2, plus each user's posts copied beside the user and the newest posts copied to a feed,
     * both kept by the change feed: every request reads one partition.
     */
    V3,

    /**
     * V3 with the feed spread over several partitions, each on a physical partition of its own, so
     * that new posts are no longer capped by one partition's throughput; the front page merges
     * their newest posts.
     */
    V4;

    /** The model a store, a copy or an account setup gets when none is named: the article's last design. */
    public static final DataModel DEFAULT = V3;

    /** Every model's label as a sentence lists them ({@code v1, v2, v3 or v4}): what a refusal of any other name offers. */
    public static String labels() {
        List<String> labels = Stream.of(values()).map(DataModel::label).toList();
        return String.join(", ", labels.subList(0, labels.size() - 1)) + " or " + labels.get(labels.size() - 1);
    }

    /** {@code v1} to {@code v4}: the name settings and the command line use. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The model named {@code label} ({@code v1}, {@code V2}, ...). */
    public static DataModel named(String label) {
        for (DataModel model : values()) {
            if (model.label().equalsIgnoreCase(label.strip())) {
                return model;
            }
        }
        throw new IllegalArgumentException("no data model '" + label + "': " + labels());
    }
}
