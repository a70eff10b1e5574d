package io.cosmosblog.adapters.cosmos.provisioning;

import com.azure.cosmos.models.CompositePath;
import com.azure.cosmos.models.CompositePathSortOrder;
import com.azure.cosmos.models.ExcludedPath;
import com.azure.cosmos.models.IncludedPath;
import com.azure.cosmos.models.IndexingMode;
import com.azure.cosmos.models.IndexingPolicy;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * What each container indexes: only the paths its queries filter or sort on, every other path
 * (content, titles, token hashes, counters) excluded, so a write pays for a handful of index
 * entries instead of one per property. The queries these serve:
 * <ul>
 * <li>{@code users}: {@code WHERE c.type = @type [AND (c.creationDate < @date OR (c.creationDate = @date
 *     AND c.postId > @postId))] ORDER BY c.creationDate DESC, c.postId ASC} ({@code CosmosUserPostsView});
 *     the composite index serves the two-path ORDER BY;</li>
 * <li>{@code posts}: {@code WHERE c.type = @type ORDER BY c.type ASC, c.creationDate ASC} ({@code CosmosReactions},
 *     served by the composite index on both),
 *     {@code WHERE c.userId = @userId AND (NOT IS_DEFINED(c.userRevision) OR c.userRevision < @revision)}
 *     ({@code CosmosAuthorNameCopies} and the {@code updateUsernames} stored procedure), {@code COUNT(1)} and {@code *} {@code WHERE c.type = @type}
 *     ({@code CosmosPosts}, for rebuilds);</li>
 * <li>{@code feed}: {@code ORDER BY c.creationDate DESC, c.postId ASC} ({@code CosmosFeedView}); the
 *     {@code truncateFeed} trigger reads the newest 150 copies ({@code TOP 150}, same ORDER BY, same index);</li>
 * <li>{@code leases}: the change feed processor's own queries ({@code STARTSWITH(c.id, …)},
 *     {@code c.ContinuationToken <> null}): left to index everything, as the SDK expects of a lease container;</li>
 * <li>{@code deadletters}: {@code SELECT * FROM c} only: nothing beyond what Cosmos DB always indexes.</li>
 * </ul>
 * The V1 and V2 models read their users by point reads only (no copies beside them), and query
 * their posts across partitions for a user's posts and the feed:
 * {@code WHERE c.type = @type [AND c.userId = @userId] ORDER BY c.creationDate DESC, c.postId ASC},
 * whose two-path ORDER BY needs the composite index the V3 views have. V1 also counts a post's comments and likes
 * ({@code COUNT(1) WHERE c.type = @type}) and keeps no name copies, so it indexes no revisions.
 * Every query of posts or their copies also leaves deleted posts' tombstones out ({@code NOT
 * IS_DEFINED(c.deleted)}), so every container holding posts or copies indexes {@code /deleted};
 * {@code posts} also finds a user's comments and likes ({@code WHERE c.type = @type AND c.userId =
 * @userId}) and a post's ({@code c.type IN (…)}) for deletes.
 */
final class IndexingPolicies {

    /** Cosmos DB adds this exclusion to every policy by itself; compared as always present. */
    static final String ETAG = "/\"_etag\"/?";
    private static final String ALL = "/*";
    /**
     * The mark of a deleted post's tombstone ({@code items.Tombstones}): every query of posts and of
     * their copies says {@code NOT IS_DEFINED(c.deleted)}, and a filter needs its path indexed.
     */
    private static final String DELETED = "/deleted/?";

    private IndexingPolicies() {
    }

    static IndexingPolicy users() {
        return only(List.of("/type/?", "/creationDate/?", "/postId/?", DELETED), newestFirst());
    }

    static IndexingPolicy posts() {
        return only(List.of("/type/?", "/creationDate/?", "/userId/?", "/userRevision/?", DELETED), oldestOfAType());
    }

    /** V2's posts: V3's, and the newest first across partitions (a user's posts, the feed). */
    static IndexingPolicy queriedPosts() {
        return only(List.of("/type/?", "/creationDate/?", "/userId/?", "/userRevision/?", "/postId/?", DELETED), listsOfPosts());
    }

    /** V1's posts: V2's, less {@code userRevision}, which nothing queries in V1 (no name copies to rewrite). */
    static IndexingPolicy normalizedPosts() {
        return only(List.of("/type/?", "/creationDate/?", "/userId/?", "/postId/?", DELETED), listsOfPosts());
    }

    /** A post's comments or likes oldest first, and posts newest first. */
    private static List<List<CompositePath>> listsOfPosts() {
        List<List<CompositePath>> composites = new ArrayList<>(oldestOfAType());
        composites.addAll(newestFirst());
        return composites;
    }

    /** A container read by point reads only (V1 and V2 users). */
    static IndexingPolicy pointReadsOnly() {
        return only(List.of(), List.of());
    }

    static IndexingPolicy feed() {
        return only(List.of("/creationDate/?", "/postId/?", DELETED), newestFirst());
    }

    static IndexingPolicy leases() {
        return new IndexingPolicy().setIndexingMode(IndexingMode.CONSISTENT).setAutomatic(true)
                .setIncludedPaths(List.of(new IncludedPath(ALL)))
                .setExcludedPaths(List.of(new ExcludedPath(ETAG)));
    }

    static IndexingPolicy deadLetters() {
        return only(List.of(), List.of());
    }

    private static IndexingPolicy only(List<String> paths, List<List<CompositePath>> composites) {
        return new IndexingPolicy().setIndexingMode(IndexingMode.CONSISTENT).setAutomatic(true)
                .setIncludedPaths(paths.stream().map(IncludedPath::new).toList())
                .setExcludedPaths(List.of(new ExcludedPath(ALL), new ExcludedPath(ETAG)))
                .setCompositeIndexes(composites);
    }

    /** Short posts are listed newest first with the post id breaking ties: an ORDER BY on two paths needs this index. */
    private static List<List<CompositePath>> newestFirst() {
        return List.of(List.of(
                new CompositePath().setPath("/creationDate").setOrder(CompositePathSortOrder.DESCENDING),
                new CompositePath().setPath("/postId").setOrder(CompositePathSortOrder.ASCENDING)));
    }

    /**
     * A post's comments or likes oldest first: a filter on {@code type} and an ORDER BY on
     * {@code creationDate}, served from this index (the query orders by both) instead of a scan of
     * the partition's items of every type, sorted.
     */
    private static List<List<CompositePath>> oldestOfAType() {
        return List.of(List.of(
                new CompositePath().setPath("/type").setOrder(CompositePathSortOrder.ASCENDING),
                new CompositePath().setPath("/creationDate").setOrder(CompositePathSortOrder.ASCENDING)));
    }

    /**
     * What {@code intended} needs that {@code found} lacks, one phrase each (none: {@code found}
     * serves every query, whatever else it indexes): an included path that {@code found} neither
     * includes nor covers with {@code /*}, a composite index, the consistent mode.
     */
    static List<String> missing(IndexingPolicy found, IndexingPolicy intended) {
        if (found == null) {
            return List.of("has no indexing policy");
        }
        List<String> missing = new ArrayList<>();
        if (mode(found) != mode(intended)) {
            missing.add("indexing mode " + mode(found) + " instead of " + mode(intended));
        }
        Set<String> paths = included(intended).stream().filter(path -> !covers(found, path))
                .collect(Collectors.toCollection(TreeSet::new));
        if (!paths.isEmpty()) {
            missing.add("lacks included paths " + show(paths));
        }
        Set<String> composites = new TreeSet<>(composites(intended));
        composites.removeAll(composites(found));
        if (!composites.isEmpty()) {
            missing.add("lacks composite indexes " + show(composites));
        }
        return missing;
    }

    /**
     * {@code found} with what {@code intended} needs added and nothing taken away: another build
     * sharing the container (an older one during a rolling deploy) may need what this one does not.
     */
    static IndexingPolicy withMissingAdded(IndexingPolicy found, IndexingPolicy intended) {
        Set<String> needed = included(intended).stream().filter(path -> !covers(found, path))
                .collect(Collectors.toCollection(TreeSet::new));
        List<IncludedPath> includedPaths = new ArrayList<>(Objects.requireNonNullElse(found.getIncludedPaths(), List.of()));
        needed.forEach(path -> includedPaths.add(new IncludedPath(path)));
        List<ExcludedPath> excludedPaths = Objects.requireNonNullElse(found.getExcludedPaths(), List.<ExcludedPath>of()).stream()
                .filter(path -> !needed.contains(path.getPath())).toList();
        List<List<CompositePath>> compositeIndexes = new ArrayList<>(
                Objects.requireNonNullElse(found.getCompositeIndexes(), List.<List<CompositePath>>of()));
        Set<String> present = composites(found);
        Objects.requireNonNullElse(intended.getCompositeIndexes(), List.<List<CompositePath>>of()).stream()
                .filter(composite -> !present.contains(composite(composite)))
                .forEach(compositeIndexes::add);
        return new IndexingPolicy().setIndexingMode(mode(intended)).setAutomatic(true)
                .setIncludedPaths(includedPaths).setExcludedPaths(excludedPaths).setCompositeIndexes(compositeIndexes);
    }

    /** Whether {@code policy} indexes {@code path}: named, or under {@code /*} and not excluded by name. */
    private static boolean covers(IndexingPolicy policy, String path) {
        Set<String> included = included(policy);
        return included.contains(path) || (included.contains(ALL) && !excluded(policy).contains(path));
    }

    /**
     * How {@code found} differs from {@code intended}, one phrase per difference (none: the same
     * policy): indexing mode, included and excluded paths, composite indexes.
     */
    static List<String> differences(IndexingPolicy found, IndexingPolicy intended) {
        if (found == null) {
            return List.of("has no indexing policy");
        }
        List<String> differences = new ArrayList<>();
        if (mode(found) != mode(intended)) {
            differences.add("indexing mode " + mode(found) + " instead of " + mode(intended));
        }
        compare(differences, "included paths", included(found), included(intended));
        compare(differences, "excluded paths", excluded(found), excluded(intended));
        compare(differences, "composite indexes", composites(found), composites(intended));
        return differences;
    }

    private static void compare(List<String> differences, String what, Set<String> found, Set<String> intended) {
        if (!found.equals(intended)) {
            differences.add(what + " " + show(found) + " instead of " + show(intended));
        }
    }

    private static String show(Set<String> values) {
        return values.stream().collect(Collectors.joining(", ", "[", "]"));
    }

    private static IndexingMode mode(IndexingPolicy policy) {
        return Objects.requireNonNullElse(policy.getIndexingMode(), IndexingMode.CONSISTENT);
    }

    private static Set<String> included(IndexingPolicy policy) {
        return Objects.requireNonNullElse(policy.getIncludedPaths(), List.<IncludedPath>of()).stream()
                .map(IncludedPath::getPath).collect(Collectors.toCollection(TreeSet::new));
    }

    private static Set<String> excluded(IndexingPolicy policy) {
        Set<String> paths = Objects.requireNonNullElse(policy.getExcludedPaths(), List.<ExcludedPath>of()).stream()
                .map(ExcludedPath::getPath).collect(Collectors.toCollection(TreeSet::new));
        paths.add(ETAG);
        return paths;
    }

    private static Set<String> composites(IndexingPolicy policy) {
        return Objects.requireNonNullElse(policy.getCompositeIndexes(), List.<List<CompositePath>>of()).stream()
                .map(IndexingPolicies::composite)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static String composite(List<CompositePath> paths) {
        return paths.stream()
                .map(path -> path.getPath() + " " + (path.getOrder() == CompositePathSortOrder.DESCENDING ? "DESC" : "ASC"))
                .collect(Collectors.joining(", ", "(", ")"));
    }
}
